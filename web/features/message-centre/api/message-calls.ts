// 消息中心's clicks: each resolves with the envelope (its data the unread count left); on failure the API client has
// already shown the server's message, and the promise rejects. The client and the call's declaration (its schema,
// and so zod) load at the first click: the page's first load carries none of them (issue 34).

const messageRead = async (body: { id: number } | { all: 1 }) => {
  const [{ api }, messageCentreCalls] = await Promise.all([import('~/lib/api'), import('@shared/calls/message-centre')]);
  return api(messageCentreCalls.messageRead, body);
};

export const markMessageRead = (id: number) => messageRead({ id });

export const markAllMessagesRead = () => messageRead({ all: 1 });
