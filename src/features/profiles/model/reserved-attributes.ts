/**
 * Attribute names the service reserves: sent inside `attributes` they are ignored, so the editor flags them
 * before anything is sent. From the reference's "Profile (client) record".
 */
const reservedNames = new Set(
  (
    'email id clientId phone customId uuid firstName lastName displayName company address city province zipCode ' +
    'countryCode birthDate sex avatarUrl anonymous agreements tags businessProfileId time ip source ' +
    'newsletter_agreement custom_identify firstname lastname created updated last_activity_date birthdate ' +
    'external_avatar_url displayname receive_smses receive_push_messages receive_webpush_messages ' +
    'receive_btooth_messages receive_rfid_messages receive_wifi_messages receive_whatsapp_messages whatsapp_id ' +
    'confirmation_hash ownerId anonymous_type country_id club_card_id type confirmed facebookId deletedAt ' +
    'deleted_unique status recognized previous_clients testProfile apikey apiKey ApiKey Apikey tracker ' +
    'snr_sdk_version eventCreateTime correlationId'
  ).split(' '),
);

const reservedGeoSuffixes = new Set(
  'city country as country_code isp lat lon org query region region_name status timezone zip'.split(' '),
);

export function isReservedAttributeName(name: string): boolean {
  if (reservedNames.has(name)) return true;
  return name.startsWith('geo_loc_') && reservedGeoSuffixes.has(name.slice('geo_loc_'.length));
}
