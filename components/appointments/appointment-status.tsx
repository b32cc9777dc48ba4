// An appointment's role with its status tag (Current, Resigned, Ceased or Inactive).
import { Badge } from '@/components/ui/badge';
import { officerRoleLabel } from '@/lib/labels/people';
import { appointmentStatus, type AppointmentLike } from '@/lib/appointments/appointment-facts';

export function AppointmentRole({
  appointment,
  companyStatus,
}: {
  appointment: Pick<AppointmentLike, 'officer_role' | 'resigned_on'>;
  companyStatus?: string;
}) {
  const status = appointmentStatus(appointment, companyStatus);
  return (
    <span className="flex flex-col items-start gap-1">
      {officerRoleLabel(appointment.officer_role)}
      <Badge tone={status.tone}>{status.label}</Badge>
    </span>
  );
}
