import { useState } from "react";
import { SelectField } from "~/components/ui/fields";
import { formatWholeEuros } from "@domain/format";

interface PresetFieldProps {
  label: string;
  options: readonly { label: string; amount: number }[];
  onChoose: (amount: number) => void;
}

/** A starting point, such as a destination idea, that sets the amount; the customer adjusts it after. */
export function PresetField({ label, options, onChoose }: PresetFieldProps) {
  const [chosen, setChosen] = useState("");
  return (
    <SelectField
      name="idee"
      label={label}
      placeholder="Choisissez une idée ou indiquez votre budget"
      options={options.map((option, index) => ({
        value: String(index),
        label: `${option.label} : ${formatWholeEuros(option.amount)}`,
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
