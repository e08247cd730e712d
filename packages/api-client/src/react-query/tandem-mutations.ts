import type {
  AcceptedInvitation,
  Attachment,
  AvatarUpload,
  Board,
  BoardCreate,
  BoardUpdate,
  ChangeRoleInput,
  Comment,
  CommentCreate,
  CommentEdit,
  CreateWorkspaceInput,
  Invitation,
  InvitationCreate,
  MemberRef,
  Profile,
  ProfileChanges,
  SentInvitation,
  TandemError,
  Task,
  TaskBoardMove,
  TaskCreate,
  TaskMove,
  TaskUpdate,
  TransferOwnershipInput,
  UploadAttachmentInput,
  Workspace,
  WorkspaceMember,
  WorkspaceUpdate,
} from '../index.js';
import type { TandemMutationOptions } from './options.js';

/**
 * What {@link tandemMutations} returns: a factory of `mutationOptions` for each write, grouped by
 * namespace like the client. Each takes what `mutate` is called with and resolves to what the
 * client's call does; its errors are {@link TandemError}s.
 */
export interface TandemMutations {
  readonly workspaces: {
    create(): TandemMutationOptions<Workspace, CreateWorkspaceInput>;
    update(): TandemMutationOptions<Workspace, WorkspaceUpdate>;
    delete(): TandemMutationOptions<void, string>;
  };
  readonly members: {
    changeRole(): TandemMutationOptions<WorkspaceMember, ChangeRoleInput>;
    remove(): TandemMutationOptions<void, MemberRef>;
    leave(): TandemMutationOptions<void, string>;
    transferOwnership(): TandemMutationOptions<void, TransferOwnershipInput>;
  };
  readonly invitations: {
    invite(): TandemMutationOptions<Invitation, InvitationCreate>;
    send(): TandemMutationOptions<SentInvitation, string>;
    revoke(): TandemMutationOptions<Invitation, { invitationId: string; workspaceId: string }>;
    accept(): TandemMutationOptions<AcceptedInvitation, string>;
  };
  readonly boards: {
    create(): TandemMutationOptions<Board, BoardCreate>;
    update(): TandemMutationOptions<Board, BoardUpdate>;
    archive(): TandemMutationOptions<Board, { boardId: string; workspaceId: string }>;
    restore(): TandemMutationOptions<Board, { boardId: string; workspaceId: string }>;
  };
  readonly tasks: {
    create(): TandemMutationOptions<Task, TaskCreate>;
    update(): TandemMutationOptions<Task, TaskUpdate, undefined>;
    move(): TandemMutationOptions<Task, TaskMove, undefined>;
    moveToBoard(): TandemMutationOptions<Task, TaskBoardMove>;
    restore(): TandemMutationOptions<Task, string>;
    delete(): TandemMutationOptions<void, string, void>;
  };
  readonly comments: {
    create(): TandemMutationOptions<Comment, CommentCreate, { optimisticId: string }>;
    edit(): TandemMutationOptions<Comment, CommentEdit>;
    delete(): TandemMutationOptions<Comment, { commentId: string; taskId: string }>;
  };
  readonly profiles: {
    update(): TandemMutationOptions<Profile, ProfileChanges>;
    uploadAvatar(): TandemMutationOptions<Profile, AvatarUpload>;
  };
  readonly attachments: {
    upload(): TandemMutationOptions<Attachment, UploadAttachmentInput>;
    delete(): TandemMutationOptions<
      void,
      { attachment: Pick<Attachment, 'id' | 'object_path'>; taskId: string }
    >;
  };
}
