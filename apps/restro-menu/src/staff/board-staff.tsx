import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { type StaffMember } from '@island-eats/api-client';
import { inviteStaff, removeStaff, staffMembers } from '@island-eats/api-client/staff';
import { routePaths } from '@island-eats/app-frame';
import { showFailure } from '@island-eats/app-frame/client';
import { Button, Card, ConfirmModal, Loader, notify } from '@island-eats/ui';
import type { StaffSession } from './staff-session';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  list-style: none;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
`;

const Invite = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  label {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
    min-height: 44px;
  }
  select {
    min-height: 44px;
    font: inherit;
  }
  output {
    overflow-wrap: anywhere;
  }
`;

/**
 * An owner's staff (issue 36): who can act for which outlets, an invitation link for a new
 * member (for some outlets, or another owner), and removing one, whose boards end at once.
 */
export function BoardStaff({ session }: { session: StaffSession }) {
  const { token, member: owner } = session;
  const [members, setMembers] = useState<StaffMember[] | null>(null);
  const [version, setVersion] = useState(0);
  const [role, setRole] = useState<'staff' | 'owner'>('staff');
  const [outletIds, setOutletIds] = useState<number[]>([]);
  const [link, setLink] = useState<string | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [busy, setBusy] = useState(false);
  const legend = useId();

  useEffect(() => {
    let current = true;
    staffMembers(token).then((answer) => current && setMembers(answer.members), showFailure);
    return () => {
      current = false;
    };
  }, [token, version]);

  const invite = async () => {
    if (role === 'staff' && outletIds.length === 0) {
      notify.error('Choose the outlets they will work at.');
      return;
    }
    setBusy(true);
    try {
      const answer = await inviteStaff(token, { role, outletIds });
      const url = new URL(routePaths.restroStaff, window.location.origin);
      url.searchParams.set('invitation', answer.invitation);
      setLink(url.toString());
      notify.success('Invitation link made: send it to them. It works once, for 7 days.');
    } catch (failure) {
      showFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (member: StaffMember) => {
    setBusy(true);
    try {
      await removeStaff(token, member.id);
      notify.success(`${member.name} can no longer sign in.`);
      setRemoving(null);
      setVersion((v) => v + 1);
    } catch (failure) {
      showFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  if (!members) return <Loader label="Loading your staff" />;
  return (
    <>
      <h2>Staff of {owner.restaurantName}</h2>
      <List>
        {members.map((member) => (
          <Card as="li" key={member.id}>
            <Row>
              <div>
                <strong>{member.name}</strong> · {member.role === 'owner' ? 'Owner' : 'Staff'}
                <br />
                {member.outlets.map((outlet) => outlet.name).join(', ')}
              </div>
              {member.id !== owner.id && (
                <Button variant="secondary" onClick={() => setRemoving(member)}>
                  Remove {member.name}
                </Button>
              )}
            </Row>
          </Card>
        ))}
      </List>
      <Invite aria-labelledby={legend} disabled={busy}>
        <legend id={legend}>Invite someone</legend>
        <label>
          Role
          <select value={role} onChange={(event) => setRole(event.target.value as typeof role)}>
            <option value="staff">Staff: the outlets chosen</option>
            <option value="owner">Owner: every outlet, and the staff</option>
          </select>
        </label>
        {role === 'staff' &&
          owner.outlets.map((outlet) => (
            <label key={outlet.id}>
              <input
                type="checkbox"
                checked={outletIds.includes(outlet.id)}
                onChange={(event) =>
                  setOutletIds((ids) =>
                    event.target.checked
                      ? [...ids, outlet.id]
                      : ids.filter((id) => id !== outlet.id),
                  )
                }
              />
              {outlet.name}
            </label>
          ))}
        <div>
          <Button loading={busy} onClick={() => void invite()}>
            Make an invitation link
          </Button>
        </div>
        {link && (
          <p>
            Invitation link: <output aria-label="Invitation link">{link}</output>
          </p>
        )}
      </Invite>
      <ConfirmModal
        open={removing !== null}
        title="Remove staff member"
        busy={busy}
        onYes={() => removing && void remove(removing)}
        onNo={() => setRemoving(null)}
      >
        {removing?.name} will be signed out everywhere and can no longer sign in.
      </ConfirmModal>
    </>
  );
}
