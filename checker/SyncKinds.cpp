//===- SyncKinds.cpp - which calls synchronise (S8/S9) --------------------===//
//
// See SyncKinds.h. A call of the program's own code synchronises when its
// body reaches a barrier (transitively, a summary per function): a helper, a
// lambda, a constructor (its member initialisers too), a destructor (its
// members' and bases' too), every override of a virtual method, every
// address-taken function for a call through a pointer or `std::function`,
// and the callables (functions, lambdas, function objects) handed to a call
// into the standard library, which may call them (`std::invoke`,
// `std::apply`, `std::visit`).
//
//===----------------------------------------------------------------------===//
#include "SyncKinds.h"
#include "Model.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;
using namespace llvm;

namespace rsgpu::clangcheck {

SyncKind syncKind(const CallExpr *call) {
  StringRef name = rsgpuCalleeName(call);
  StringRef cls = rsgpuMethodClass(call);
  if (!name.empty()) {
    if ((cls == "BasicBlock" || cls == "Cluster") &&
        (name == "sync" || name == "sync_split_at"))
      return SyncKind::Block;
    if ((cls == "BlockReduce" || cls == "BlockScan") && name != "storage")
      return SyncKind::Block;
    if (cls == "PartialWarp" &&
        StringSwitch<bool>(name)
            .Cases("ballot", "any", "all", "rank_of", true)
            .Default(false))
      return SyncKind::Warp;
    if (cls == "Tile" &&
        StringSwitch<bool>(name)
            .Cases("shfl", "shfl_xor", "shfl_down", "shfl_up", "ballot", true)
            .Cases("any", "all", "match_any", "reduce", "inclusive_scan", true)
            .Cases("sync", "sync_lanes", true)
            .Default(false))
      return SyncKind::Warp;
    if (cls == "WarpReduce" && name != "storage" && name != "check_warp")
      return SyncKind::Warp;
    return SyncKind::None;
  }
  const FunctionDecl *fd = call->getDirectCallee();
  if (!fd || !fd->getIdentifier() || isa<CXXMethodDecl>(fd))
    return SyncKind::None;
  StringRef n = fd->getName();
  if (n.starts_with("__syncthreads"))
    return SyncKind::Block;
  if (n.starts_with("__shfl") || n.starts_with("__ballot") ||
      n == "__any_sync" || n == "__all_sync" || n.starts_with("__match_") ||
      n == "__syncwarp" || (n.starts_with("__reduce_") && n.ends_with("_sync")))
    return SyncKind::Warp;
  return SyncKind::None;
}

namespace {

/// Whether `fd` (or the class of method `fd`) is declared in namespace rsgpu
/// or one nested in it.
bool inRsgpuTree(const Decl *d) {
  for (const DeclContext *dc = d->getDeclContext(); dc; dc = dc->getParent())
    if (const auto *ns = dyn_cast<NamespaceDecl>(dc))
      if (ns->getIdentifier() && ns->getName() == "rsgpu" &&
          ns->getParent()->getRedeclContext()->isTranslationUnit())
        return true;
  return false;
}

bool inStd(const Decl *d) {
  for (const DeclContext *dc = d->getDeclContext(); dc; dc = dc->getParent())
    if (dc->isStdNamespace())
      return true;
  return false;
}

/// Finds the synchronisations a function body reaches.
struct Scan : RecursiveASTVisitor<Scan> {
  explicit Scan(SyncKinds &k) : kinds(k) {}
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool VisitCallExpr(CallExpr *call) {
    merge(kinds.of(call), call);
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *ce) {
    merge(kinds.ofConstruct(ce), nullptr);
    return true;
  }
  bool VisitVarDecl(VarDecl *vd) {
    if (vd->hasLocalStorage() && !isa<ParmVarDecl>(vd))
      merge(kinds.ofDestroy(vd->getType()), nullptr);
    return true;
  }
  bool VisitCXXBindTemporaryExpr(CXXBindTemporaryExpr *bte) {
    merge(kinds.ofDestroy(bte->getType()), nullptr);
    return true;
  }
  bool VisitCXXDeleteExpr(CXXDeleteExpr *de) {
    merge(kinds.ofDestroy(de->getDestroyedType()), nullptr);
    return true;
  }
  void merge(const SyncKinds::Kind &k, const CallExpr *site) {
    if (stronger(k.kind, found.kind))
      found = {k.kind, k.inner ? k.inner : site, nullptr};
  }
  SyncKinds &kinds;
  SyncKinds::Kind found;
};

/// The program's functions an indirect call may reach: those whose address
/// is taken (named other than as a direct call's callee) and lambdas turned
/// into a function pointer or wrapped in an object (`std::function`).
class AddressTaken : public RecursiveASTVisitor<AddressTaken> {
public:
  bool VisitCallExpr(CallExpr *call) {
    if (const auto *dre =
            dyn_cast<DeclRefExpr>(call->getCallee()->IgnoreParenImpCasts()))
      callees.insert(dre);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *dre) {
    if (!callees.count(dre))
      if (const auto *fd = dyn_cast<FunctionDecl>(dre->getDecl()))
        add(fd);
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *ce) {
    const CXXRecordDecl *cls = ce->getConstructor()->getParent();
    if (cls->isLambda() || inRsgpu(cls, true))
      return true;
    for (const Expr *a : ce->arguments())
      lambdaIn(a->getType());
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *ic) {
    if (ic->getCastKind() == CK_UserDefinedConversion)
      lambdaIn(ic->getSubExpr()->getType());
    return true;
  }
  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *mc) {
    if (isa_and_nonnull<CXXConversionDecl>(mc->getMethodDecl()))
      lambdaIn(mc->getImplicitObjectArgument()->getType());
    return true;
  }
  std::vector<const FunctionDecl *> found;

private:
  void lambdaIn(QualType t) {
    if (const auto *rd = t.getNonReferenceType()->getAsCXXRecordDecl();
        rd && rd->isLambda())
      if (const CXXMethodDecl *op = rd->getLambdaCallOperator())
        add(op);
  }
  void add(const FunctionDecl *fd) {
    const FunctionDecl *def = nullptr;
    if (!fd->hasBody(def) || !def || inRsgpu(def, true) ||
        def->isInStdNamespace() || !seen.insert(def).second)
      return;
    found.push_back(def);
  }
  DenseSet<const DeclRefExpr *> callees;
  DenseSet<const FunctionDecl *> seen;
};

/// The methods with a body that override another.
struct Overriding : RecursiveASTVisitor<Overriding> {
  bool VisitCXXMethodDecl(CXXMethodDecl *md) {
    const FunctionDecl *def = nullptr;
    if (md->size_overridden_methods() && md->hasBody(def) && def == md)
      found.push_back(md);
    return true;
  }
  std::vector<const CXXMethodDecl *> found;
};

} // namespace

const CXXMethodDecl *SyncKinds::virtualCallee(const CallExpr *call) {
  if (const auto *oc = dyn_cast<CXXOperatorCallExpr>(call)) {
    // `(*p)(b)`: an operator cannot be qualified at the call.
    const auto *md = dyn_cast_or_null<CXXMethodDecl>(oc->getDirectCallee());
    return md && md->isVirtual() ? md : nullptr;
  }
  const auto *mc = dyn_cast<CXXMemberCallExpr>(call);
  const CXXMethodDecl *md = mc ? mc->getMethodDecl() : nullptr;
  const auto *me =
      mc ? dyn_cast<MemberExpr>(mc->getCallee()->IgnoreParens()) : nullptr;
  return md && md->isVirtual() && me && !me->hasQualifier() ? md : nullptr;
}

bool SyncKinds::isLibraryCall(const CallExpr *call) const {
  const FunctionDecl *fd = call->getDirectCallee();
  if (!fd || inRsgpuTree(fd) ||
      ctx.getSourceManager().isInSystemHeader(call->getExprLoc()))
    return false; // the library's calls inside: summarised by its bodies
  if (!inStd(fd) && !ctx.getSourceManager().isInSystemHeader(fd->getLocation()))
    return false;
  // What only stores, moves or wraps a callable does not call it.
  if (const auto *op = dyn_cast<CXXOperatorCallExpr>(call);
      op && op->isAssignmentOp())
    return false;
  if (!fd->getIdentifier())
    return true;
  return !StringSwitch<bool>(fd->getName())
              .Cases("move", "forward", "ref", "cref", "addressof", true)
              .Cases("bind", "bind_front", "bind_back", "mem_fn", true)
              .Cases("make_tuple", "tie", "forward_as_tuple", "make_pair", true)
              .Cases("swap", "exchange", "get", "get_if", "emplace", true)
              .Cases("make_optional", "make_unique", "make_shared", true)
              .Cases("push_back", "emplace_back", "assign", "target", true)
              .Default(false);
}

SyncKinds::Kind SyncKinds::of(const CallExpr *call) {
  if (SyncKind k = syncKind(call); k != SyncKind::None)
    return {k, nullptr};
  if (!call->getDirectCallee() &&
      !isa_and_nonnull<FunctionDecl>(call->getCalleeDecl()) &&
      !isa<CXXPseudoDestructorExpr>(call->getCallee()->IgnoreParens())) {
    // Through a pointer. Inside the library (`std::function`'s invoker and
    // manager) not: the program's call handing it the callable is.
    if (ctx.getSourceManager().isInSystemHeader(call->getExprLoc()))
      return {};
    return indirect();
  }
  const FunctionDecl *def = helperCallee(call);
  Kind k = def ? ofFunction(def) : Kind{};
  if (const CXXMethodDecl *md = virtualCallee(call))
    for (const FunctionDecl *o : overriders(md)) {
      Kind ko = ofFunction(o);
      if (stronger(ko.kind, k.kind))
        k = {ko.kind, ko.inner, o};
    }
  if (isLibraryCall(call)) {
    // The library may call what it is handed: `std::invoke(f, b)`.
    for (const Expr *arg : call->arguments())
      if (Kind kc = callable(arg); stronger(kc.kind, k.kind))
        k = kc;
    if (const auto *mc = dyn_cast<CXXMemberCallExpr>(call))
      if (Kind kc = callable(mc->getImplicitObjectArgument());
          stronger(kc.kind, k.kind))
        k = kc;
  }
  return k;
}

SyncKinds::Kind SyncKinds::callable(const Expr *arg) {
  if (!arg)
    return {};
  const Expr *e = arg->IgnoreParenImpCasts();
  if (const auto *m = dyn_cast<MaterializeTemporaryExpr>(e))
    e = m->getSubExpr()->IgnoreParenImpCasts();
  if (const auto *u = dyn_cast<UnaryOperator>(e);
      u && u->getOpcode() == UO_AddrOf)
    e = u->getSubExpr()->IgnoreParenImpCasts();
  if (const auto *dre = dyn_cast<DeclRefExpr>(e))
    if (const auto *fd = dyn_cast<FunctionDecl>(dre->getDecl())) {
      const FunctionDecl *def = programDefinition(fd);
      if (!def)
        return {};
      Kind k = ofFunction(def);
      return {k.kind, k.inner, def};
    }
  return callableType(arg->getType());
}

SyncKinds::Kind SyncKinds::callableType(QualType t) {
  t = t.getNonReferenceType();
  if (t->isPointerType())
    t = t->getPointeeType();
  if (t->isFunctionType() || t->isMemberFunctionPointerType())
    return indirect(); // a pointer the library will call
  const CXXRecordDecl *rd = t->getAsCXXRecordDecl();
  if (!rd || !rd->hasDefinition() || isRsgpuType(t))
    return {};
  if (inStd(rd)) {
    // Type-erased callables: anything address-taken; wrappers
    // (`std::reference_wrapper<F>`): what they wrap.
    if (rd->getIdentifier() && rd->getName().contains("function"))
      return indirect();
    // `std::bind`'s `_Bind<F(Args...)>`: F.
    Kind best;
    if (const auto *sp = dyn_cast<ClassTemplateSpecializationDecl>(rd);
        sp && depth < 4)
      for (const TemplateArgument &ta : sp->getTemplateArgs().asArray()) {
        if (ta.getKind() != TemplateArgument::Type)
          continue;
        QualType in = ta.getAsType();
        if (const auto *ft = in->getAs<FunctionType>())
          in = ft->getReturnType();
        ++depth;
        Kind k = callableType(in);
        --depth;
        if (stronger(k.kind, best.kind))
          best = k;
      }
    return best;
  }
  // A lambda or function object: every operator() it has (the
  // instantiations of a generic one).
  Kind best;
  DeclarationName name = ctx.DeclarationNames.getCXXOperatorName(OO_Call);
  std::vector<const FunctionDecl *> ops;
  for (const NamedDecl *nd : rd->lookup(name)) {
    if (const auto *md = dyn_cast<CXXMethodDecl>(nd))
      ops.push_back(md);
    else if (const auto *ft = dyn_cast<FunctionTemplateDecl>(nd))
      for (const FunctionDecl *s : ft->specializations())
        ops.push_back(s);
  }
  for (const FunctionDecl *op : ops)
    if (const FunctionDecl *def = programDefinition(op)) {
      Kind k = ofFunction(def);
      if (stronger(k.kind, best.kind))
        best = {k.kind, k.inner, def};
    }
  return best;
}

SyncKinds::Kind SyncKinds::ofConstruct(const CXXConstructExpr *ce) {
  const FunctionDecl *def = programDefinition(ce->getConstructor());
  return def ? ofFunction(def) : Kind{};
}

SyncKinds::Kind SyncKinds::ofDestroy(QualType t) {
  if (t.isNull() || t->isReferenceType() || t->isDependentType())
    return {};
  QualType bt(t->getBaseElementTypeUnsafe(), 0);
  const CXXRecordDecl *rd = bt->getAsCXXRecordDecl();
  if (!rd || !rd->hasDefinition() || rd->hasTrivialDestructor() ||
      isRsgpuType(bt))
    return {};
  if (const CXXDestructorDecl *d = rd->getDestructor())
    if (const FunctionDecl *def = programDefinition(d))
      return ofFunction(def);
  return destroyMembers(rd);
}

SyncKinds::Kind SyncKinds::destroyMembers(const CXXRecordDecl *rd) {
  Kind best;
  auto add = [&](QualType t) {
    if (Kind k = ofDestroy(t); stronger(k.kind, best.kind))
      best = k;
  };
  for (const FieldDecl *f : rd->fields())
    add(f->getType());
  for (const CXXBaseSpecifier &b : rd->bases())
    add(b.getType());
  return best;
}

SyncKinds::Kind SyncKinds::ofFunction(const FunctionDecl *def) {
  if (auto it = memo.find(def); it != memo.end())
    return it->second;
  memo[def] = {}; // recursion: what is found so far
  Scan scan(*this);
  scan.TraverseStmt(def->getBody());
  if (const auto *ctor = dyn_cast<CXXConstructorDecl>(def))
    for (const CXXCtorInitializer *init : ctor->inits())
      scan.TraverseStmt(init->getInit());
  if (const auto *dtor = dyn_cast<CXXDestructorDecl>(def))
    scan.merge(destroyMembers(dtor->getParent()), nullptr);
  return memo[def] = scan.found;
}

std::vector<const FunctionDecl *>
SyncKinds::overriders(const CXXMethodDecl *md) {
  if (!overriding) {
    Overriding o;
    o.TraverseDecl(ctx.getTranslationUnitDecl());
    overriding = std::move(o.found);
  }
  std::vector<const FunctionDecl *> out;
  const CXXMethodDecl *base = md->getCanonicalDecl();
  for (const CXXMethodDecl *o : *overriding) {
    SmallVector<const CXXMethodDecl *, 4> work{o};
    DenseSet<const CXXMethodDecl *> seen;
    bool hit = false;
    while (!work.empty() && !hit) {
      const CXXMethodDecl *x = work.pop_back_val();
      for (const CXXMethodDecl *up : x->overridden_methods())
        if (up->getCanonicalDecl() == base)
          hit = true;
        else if (seen.insert(up).second)
          work.push_back(up);
    }
    if (hit)
      out.push_back(o);
  }
  return out;
}

SyncKinds::Kind SyncKinds::indirect() {
  if (indirectKind)
    return *indirectKind;
  indirectKind = Kind{};
  AddressTaken at;
  at.TraverseDecl(ctx.getTranslationUnitDecl());
  Kind best;
  for (const FunctionDecl *fd : at.found) {
    Kind k = ofFunction(fd);
    if (stronger(k.kind, best.kind))
      best = {k.kind, k.inner, fd};
  }
  return *indirectKind = best;
}

} // namespace rsgpu::clangcheck
