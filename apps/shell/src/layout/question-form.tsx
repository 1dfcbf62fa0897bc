import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { sendQuestion } from '@island-eats/api-client';
import { showFailure } from '@island-eats/app-frame/client';
import { Button, notify } from '@island-eats/ui';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  textarea {
    font: inherit;
    padding: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid transparent;
    min-height: 80px;
  }
`;

const FieldError = styled.p`
  margin: 0;
  color: #ffd7cf;
`;

/** The footer's question box: non-empty text (SPEC.md §5), sent with sendQuestion. */
export function QuestionForm() {
  const [question, setQuestion] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (!question.trim()) {
      setError('Required');
      return;
    }
    setSending(true);
    try {
      const answer = await sendQuestion({ question: question.trim() });
      notify.success(answer.message);
      setQuestion('');
    } catch (failure) {
      showFailure(failure);
    } finally {
      setSending(false);
    }
  }

  return (
    <Form onSubmit={submit} noValidate>
      <label htmlFor="footer-question">Have a question? Ask us.</label>
      <textarea
        id="footer-question"
        value={question}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'footer-question-error' : undefined}
        onChange={(event) => {
          setQuestion(event.target.value);
          setError('');
        }}
      />
      {error && <FieldError id="footer-question-error">{error}</FieldError>}
      <div>
        <Button type="submit" loading={sending}>
          Submit
        </Button>
      </div>
    </Form>
  );
}
