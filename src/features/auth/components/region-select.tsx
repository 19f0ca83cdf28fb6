import { SelectField } from '../../../components/ui/plain';
import { isRegionId, regions, type RegionId } from '../../../lib/regions';

interface RegionSelectProps {
  value: RegionId;
  onChange: (value: RegionId) => void;
  description?: string;
}

export function RegionSelect({ value, onChange, description }: RegionSelectProps) {
  return (
    <SelectField
      label="Region"
      description={description}
      data={regions.map((region) => ({ value: region.id, label: `${region.label} (${new URL(region.baseUrl).host})` }))}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isRegionId(next)) onChange(next);
      }}
    />
  );
}
