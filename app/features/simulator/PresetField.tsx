import { useState } from "react";
import { SelectField } from "~/components/ui/fields";
import { simulatorsContent } from "~/content/simulators.i18n";
import { useFormats } from "~/i18n/formats";

interface PresetFieldProps {
  label: string;
  options: readonly { label: string; amount: number }[];
  onChoose: (amount: number) => void;
}

/** A starting point, such as a destination idea, that sets the amount; the customer adjusts it after. */
export function PresetField({ label, options, onChoose }: PresetFieldProps) {
  const [chosen, setChosen] = useState("");
  const text = simulatorsContent.use().loanSimulatorText;
  const format = useFormats();
  return (
    <SelectField
      name="idee"
      label={label}
      placeholder={text.presetPlaceholder}
      options={options.map((option, index) => ({
        value: String(index),
        label: text.preset({ label: option.label, amount: format.wholeEuros(option.amount) }),
      }))}
      value={chosen}
      onValueChange={(value) => {
        setChosen(value);
        const option = options[Number(value)];
        if (option) onChoose(option.amount);
      }}
    />
  );
}
