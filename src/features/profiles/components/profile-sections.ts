// The names of a profile's data, for its record (read) and its forms (edit): apart from the forms, so the record
// shows without the form libraries (profile-edit-form.tsx loads them when a section is edited).

export const agreementLabels = {
  email: 'Email',
  sms: 'SMS',
  push: 'Push notifications',
  bluetooth: 'Bluetooth',
  rfid: 'RFID',
  wifi: 'Wi-Fi',
} as const;

export const sexLabels: Record<string, string> = {
  FEMALE: 'Female',
  MALE: 'Male',
  OTHER: 'Other',
  NOT_SPECIFIED: 'Not specified',
};

/** The sections of a profile's data: each is shown as a record and edited on its own. */
export const profileSections = {
  contact: 'Contact and address',
  agreements: 'Marketing agreements',
  attributes: 'Custom attributes',
  tags: 'Tags',
} as const;
export type ProfileSectionName = keyof typeof profileSections;

export const sectionHeadingId = (section: ProfileSectionName) => `section-${section}`;
