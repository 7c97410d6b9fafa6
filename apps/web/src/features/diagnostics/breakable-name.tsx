// Table names like ai_service_health_monitoring may wrap after an underscore instead of mid-word on phones.
import { Fragment } from 'react';

export function BreakableName({ name }: { name: string }) {
  // Split after each underscore, keeping it on the part before the break opportunity.
  const parts = name.split(/(?<=_)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </>
  );
}
