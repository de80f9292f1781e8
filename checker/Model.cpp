//===- Model.cpp - rsgpu type and call recognition ------------------------===//
#include "Model.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;
using namespace llvm;

namespace rsgpu::clangcheck {

const CXXRecordDecl *recordOf(QualType t) {
  if (t.isNull())
    return nullptr;
  t = t.getNonReferenceType();
  return t->getAsCXXRecordDecl();
}

bool inRsgpu(const Decl *d, bool detail) {
  const DeclContext *dc = d->getDeclContext();
  while (dc && dc->isInlineNamespace())
    dc = dc->getParent();
  const auto *ns = dyn_cast_or_null<NamespaceDecl>(dc);
  if (!ns || !ns->getIdentifier())
    return false;
  if (detail && ns->getName() == "detail") {
    dc = ns->getParent();
    while (dc && dc->isInlineNamespace())
      dc = dc->getParent();
    ns = dyn_cast_or_null<NamespaceDecl>(dc);
    if (!ns || !ns->getIdentifier())
      return false;
  }
  return ns->getName() == "rsgpu" &&
         ns->getParent()->getRedeclContext()->isTranslationUnit();
}

StringRef rsgpuClassName(QualType t) {
  const CXXRecordDecl *rd = recordOf(t);
  if (!rd || !rd->getIdentifier() || !inRsgpu(rd, /*detail=*/true))
    return "";
  return rd->getName();
}

bool isRsgpuType(QualType t) {
  const Decl *d = recordOf(t);
  while (d && isa<CXXRecordDecl>(d->getDeclContext()))
    d = cast<CXXRecordDecl>(d->getDeclContext());
  return d && inRsgpu(d, true);
}

bool isRsgpuClass(QualType t, StringRef name) {
  return rsgpuClassName(t) == name;
}

/// rsgpu::Result<T> (a class deriving from cuda::std::expected<T, E>) or
/// cuda::std::expected<T, E> itself: its T.
static QualType expectedValueType(QualType t) {
  const auto *spec =
      dyn_cast_or_null<ClassTemplateSpecializationDecl>(recordOf(t));
  if (!spec ||
      (spec->getName() != "expected" &&
       !(spec->getName() == "Result" && inRsgpu(spec))) ||
      spec->getTemplateArgs().size() < 1 ||
      spec->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
    return QualType();
  return spec->getTemplateArgs()[0].getAsType();
}

static Tracked directKind(QualType t) {
  StringRef n = rsgpuClassName(t);
  if (n.empty())
    return Tracked::None;
  return StringSwitch<Tracked>(n)
      .Cases("DeviceBuffer", "DeviceBox", "Stream", Tracked::Owner)
      .Cases("Borrow", "BorrowMut", "BorrowAtomic", Tracked::Borrow)
      .Cases("SharedSlice", "SharedTile", "RemoteShared", "CollectiveStorage",
             Tracked::Phase)
      .Default(Tracked::None);
}

Tracked trackedKind(QualType t) {
  Tracked k = directKind(t);
  if (k != Tracked::None)
    return k;
  QualType v = expectedValueType(t);
  if (!v.isNull() && directKind(v) == Tracked::Owner)
    return Tracked::Result;
  return Tracked::None;
}

const char *trackedNoun(Tracked k) {
  switch (k) {
  case Tracked::Owner:
  case Tracked::Result:
    return "owner";
  case Tracked::Borrow:
    return "borrow";
  case Tracked::Phase:
    return "shared-memory handle";
  case Tracked::None:
    break;
  }
  return "value";
}

bool isSharedMemoryType(QualType t) {
  if (t.isNull())
    return false;
  t = t.getNonReferenceType();
  if (const auto *p = t->getAs<PointerType>())
    t = p->getPointeeType();
  StringRef n = rsgpuClassName(t);
  return n == "SharedSlice" || n == "SharedTile" || n == "RemoteShared";
}

/// Whether `rd` or one of its bases declares the member type `name`.
static bool declaresMemberType(const CXXRecordDecl *rd, StringRef name,
                               unsigned depth = 0) {
  if (!rd || depth > 8)
    return false;
  if (const CXXRecordDecl *def = rd->getDefinition())
    rd = def;
  else
    return false;
  for (const Decl *d : rd->decls())
    if (const auto *td = dyn_cast<TypedefNameDecl>(d))
      if (td->getIdentifier() && td->getName() == name)
        return true;
  for (const CXXBaseSpecifier &b : rd->bases())
    if (declaresMemberType(b.getType()->getAsCXXRecordDecl(), name, depth + 1))
      return true;
  return false;
}

bool isThreadHandle(QualType t) {
  // The library marks every thread handle (BasicThread and what derives from
  // it — Thread1DOf<N>, Thread2DOf<X, Y> — and launch's EntryThread) with
  // the member type `rsgpu_thread_handle`; older headers by name.
  const CXXRecordDecl *rd = recordOf(t);
  if (!rd || !isRsgpuType(t))
    return false;
  if (declaresMemberType(rd, "rsgpu_thread_handle"))
    return true;
  StringRef n = rsgpuClassName(t);
  return n == "BasicThread" || n == "EntryThread";
}

bool isExecHandle(QualType t) {
  if (isThreadHandle(t))
    return true;
  StringRef n = rsgpuClassName(t);
  return n == "BasicBlock" || n == "Tile" || n == "PartialWarp" ||
         n == "Cluster";
}

unsigned writtenArgs(const CallExpr *call) {
  unsigned n = 0;
  for (const Expr *a : call->arguments())
    if (!isa<CXXDefaultArgExpr>(a))
      ++n;
  return n;
}

StringRef rsgpuCalleeName(const CallExpr *call) {
  const FunctionDecl *fd = call->getDirectCallee();
  if (!fd || !fd->getIdentifier())
    return "";
  if (const auto *md = dyn_cast<CXXMethodDecl>(fd))
    return inRsgpu(md->getParent(), true) ? fd->getName() : "";
  return inRsgpu(fd) ? fd->getName() : "";
}

StringRef rsgpuMethodClass(const CallExpr *call) {
  const auto *md = dyn_cast_or_null<CXXMethodDecl>(call->getDirectCallee());
  if (!md || !md->getParent()->getIdentifier() ||
      !inRsgpu(md->getParent(), true))
    return "";
  return md->getParent()->getName();
}

bool isLaunchCall(const CallExpr *call) {
  const FunctionDecl *fd = call->getDirectCallee();
  return fd && fd->getIdentifier() && fd->getName() == "launch" &&
         !isa<CXXMethodDecl>(fd) && inRsgpu(fd) && call->getNumArgs() >= 3;
}

const Expr *strip(const Expr *e) {
  while (e) {
    e = e->IgnoreParenImpCasts();
    if (const auto *m = dyn_cast<MaterializeTemporaryExpr>(e))
      e = m->getSubExpr();
    else if (const auto *b = dyn_cast<CXXBindTemporaryExpr>(e))
      e = b->getSubExpr();
    else if (const auto *c = dyn_cast<ExprWithCleanups>(e))
      e = c->getSubExpr();
    else if (const auto *f = dyn_cast<CXXFunctionalCastExpr>(e))
      e = f->getSubExpr();
    else if (const auto *k = dyn_cast<CXXConstructExpr>(e);
             k && k->getNumArgs() == 1 &&
             (k->getConstructor()->isCopyOrMoveConstructor() ||
              k->getConstructor()->isConvertingConstructor(false)) &&
             !isa<CXXTemporaryObjectExpr>(k))
      e = k->getArg(0);
    else
      return e;
  }
  return e;
}

const Expr *movedExpr(const Expr *e) {
  e = e->IgnoreParenImpCasts();
  if (const auto *call = dyn_cast<CallExpr>(e)) {
    const FunctionDecl *fd = call->getDirectCallee();
    if (fd && call->getNumArgs() == 1 && fd->getIdentifier() &&
        (fd->getName() == "move" || fd->getName() == "forward") &&
        fd->isInStdNamespace())
      return call->getArg(0);
  }
  if (const auto *cast = dyn_cast<CXXStaticCastExpr>(e))
    if (cast->getType()->isRValueReferenceType() || cast->isXValue())
      return cast->getSubExpr();
  return nullptr;
}

bool isKernelBody(const FunctionDecl *fd) {
  const auto *md = dyn_cast<CXXMethodDecl>(fd);
  return md && md->getOverloadedOperator() == OO_Call &&
         md->getNumParams() >= 1 &&
         isThreadHandle(md->getParamDecl(0)->getType());
}

bool isDeviceContext(const FunctionDecl *fd) {
  if (isKernelBody(fd))
    return true;
  for (const ParmVarDecl *p : fd->parameters())
    if (isExecHandle(p->getType()))
      return true;
  return false;
}

} // namespace rsgpu::clangcheck
