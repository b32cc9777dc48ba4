'use client';
// An officer's appointments in the browser: the one list component with the appointments' definition.
import { RegistryList, type RegistryListProps } from '@/components/lists/registry-list';
import { appointmentsList, type AppointmentsContext } from './appointments-list-definition';

export function AppointmentsTable(props: RegistryListProps<'officerAppointments', AppointmentsContext>) {
  return <RegistryList definition={appointmentsList} {...props} />;
}
