//===- SharedEscape.cpp - S7: shared memory does not outlive its block ----===//
//
// A value is "shared-derived" when it is a SharedSlice/SharedTile/
// RemoteShared, a pointer or reference to one, what a method of one returns
// when that is a pointer, reference or rsgpu handle (ElemRef, Owned, Atomic,
// Strided: views into the memory), a lambda capturing any of those, or a
// local initialised or assigned from one (flow-insensitive, to a fixed point).
// Storing such a value where it outlives the kernel body is an error: a
// global or static, a member (of the kernel functor or any object reached
// through `this`, a reference/pointer parameter or a global), the target of a
// reference or pointer out-parameter; so is returning one from a kernel.
//
//===----------------------------------------------------------------------===//
#include "Rules.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;
using namespace llvm;

namespace rsgpu::clangcheck {
namespace {

class SharedEscape {
public:
  explicit SharedEscape(RuleContext &c) : c(c) {}

  bool derived(const Expr *e) const {
    if (!e)
      return false;
    e = e->IgnoreParens();
    if (isSharedMemoryType(e->getType()))
      return true;
    if (const auto *dre = dyn_cast<DeclRefExpr>(e)) {
      const auto *vd = dyn_cast<VarDecl>(dre->getDecl());
      return vd && tainted.count(vd);
    }
    if (const auto *ce = dyn_cast<CastExpr>(e))
      return derived(ce->getSubExpr());
    if (const auto *uo = dyn_cast<UnaryOperator>(e))
      return (uo->getOpcode() == UO_AddrOf || uo->getOpcode() == UO_Deref) &&
             derived(uo->getSubExpr());
    if (const auto *co = dyn_cast<AbstractConditionalOperator>(e))
      return derived(co->getTrueExpr()) || derived(co->getFalseExpr());
    if (const auto *m = dyn_cast<MaterializeTemporaryExpr>(e))
      return derived(m->getSubExpr());
    if (const auto *b = dyn_cast<CXXBindTemporaryExpr>(e))
      return derived(b->getSubExpr());
    if (const auto *w = dyn_cast<ExprWithCleanups>(e))
      return derived(w->getSubExpr());
    if (const auto *me = dyn_cast<MemberExpr>(e)) // s.member of a handle
      return viewType(me->getType()) && derived(me->getBase());
    if (const auto *ce = dyn_cast<CXXConstructExpr>(e)) {
      for (const Expr *a : ce->arguments())
        if (derived(a))
          return true;
      return false;
    }
    if (const auto *le = dyn_cast<LambdaExpr>(e)) {
      for (const LambdaCapture &cap : le->captures())
        if (cap.capturesVariable())
          if (const auto *vd = dyn_cast<VarDecl>(cap.getCapturedVar()))
            if (tainted.count(vd) || isSharedMemoryType(vd->getType()))
              return true;
      for (const Expr *init : le->capture_inits())
        if (init && derived(init))
          return true;
      return false;
    }
    if (const auto *call = dyn_cast<CallExpr>(e)) {
      if (!viewType(call->getType()))
        return false;
      if (movedExpr(call))
        return derived(call->getArg(0));
      if (const auto *mc = dyn_cast<CXXMemberCallExpr>(call))
        return derived(mc->getImplicitObjectArgument());
      if (const auto *op = dyn_cast<CXXOperatorCallExpr>(call))
        return op->getNumArgs() >= 1 && derived(op->getArg(0));
      for (const Expr *a : call->arguments()) // helpers taking the handle
        if (derived(a))
          return true;
    }
    return false;
  }

  /// Types that can carry a view of the memory onwards.
  static bool viewType(QualType t) {
    if (t.isNull())
      return false;
    if (t->isPointerType() || t->isReferenceType())
      return true;
    return isRsgpuType(t);
  }

  /// Where a store outlives the kernel body; names it in `what`.
  bool escapes(const Expr *lhs, std::string &what) const {
    lhs = lhs->IgnoreParenImpCasts();
    if (const auto *dre = dyn_cast<DeclRefExpr>(lhs)) {
      const auto *vd = dyn_cast<VarDecl>(dre->getDecl());
      if (!vd)
        return false;
      if (vd->hasGlobalStorage()) {
        what = (vd->isStaticLocal() ? "the static `" : "the global `") +
               vd->getName().str() + "`";
        return true;
      }
      if (isa<ParmVarDecl>(vd) && vd->getType()->isReferenceType()) {
        what = "the reference parameter `" + vd->getName().str() + "`";
        return true;
      }
      return false;
    }
    if (const auto *me = dyn_cast<MemberExpr>(lhs)) {
      const Expr *base = me->getBase()->IgnoreParenImpCasts();
      std::string inner;
      if (isa<CXXThisExpr>(base) || escapes(base, inner) ||
          (me->isArrow() && pointerParam(base))) {
        what = "the member `" + me->getMemberDecl()->getName().str() + "`";
        return true;
      }
      return false;
    }
    if (const auto *uo = dyn_cast<UnaryOperator>(lhs))
      if (uo->getOpcode() == UO_Deref &&
          pointerParamOrGlobal(uo->getSubExpr())) {
        what = "the target of a pointer parameter";
        return true;
      }
    if (const auto *ase = dyn_cast<ArraySubscriptExpr>(lhs))
      if (pointerParamOrGlobal(ase->getBase())) {
        what = "memory reached through a pointer parameter or global";
        return true;
      }
    if (const auto *op = dyn_cast<CXXOperatorCallExpr>(lhs))
      if ((op->getOperator() == OO_Star || op->getOperator() == OO_Subscript) &&
          op->getNumArgs() >= 1) {
        std::string inner;
        if (escapes(op->getArg(0), inner)) {
          what = "an element of " + inner;
          return true;
        }
      }
    return false;
  }

  static bool pointerParam(const Expr *e) {
    const auto *dre = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts());
    const auto *p = dre ? dyn_cast<ParmVarDecl>(dre->getDecl()) : nullptr;
    return p && p->getType()->isPointerType();
  }
  static bool pointerParamOrGlobal(const Expr *e) {
    const auto *dre = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts());
    const auto *vd = dre ? dyn_cast<VarDecl>(dre->getDecl()) : nullptr;
    return vd && (vd->hasGlobalStorage() ||
                  (isa<ParmVarDecl>(vd) && (vd->getType()->isPointerType() ||
                                            vd->getType()->isReferenceType())));
  }

  void run() {
    collect(c.fn->getBody());
    if (!any)
      return;
    for (const ParmVarDecl *p : c.fn->parameters())
      if (isSharedMemoryType(p->getType()))
        tainted.insert(p);
    // Locals: to a fixed point (each pass may taint more).
    for (bool changed = true; changed;) {
      changed = false;
      for (const VarDecl *vd : locals)
        if (!tainted.count(vd) && vd->getInit() && derived(vd->getInit()))
          changed |= tainted.insert(vd).second;
      for (const auto &[lhs, rhs] : assigns) {
        const auto *dre = dyn_cast<DeclRefExpr>(lhs->IgnoreParenImpCasts());
        const auto *vd = dre ? dyn_cast<VarDecl>(dre->getDecl()) : nullptr;
        if (vd && vd->isLocalVarDecl() && !vd->isStaticLocal() &&
            !tainted.count(vd) && derived(rhs))
          changed |= tainted.insert(vd).second;
      }
    }
    for (const VarDecl *vd : statics)
      if (vd->getInit() && derived(vd->getInit()))
        report(vd->getInit(), "the static `" + vd->getName().str() + "`",
               vd->getLocation());
    for (const auto &[lhs, rhs] : assigns) {
      std::string what;
      if (derived(rhs) && escapes(lhs, what))
        report(rhs, what, lhs->getExprLoc());
    }
    if (c.isKernel)
      for (const ReturnStmt *r : returns)
        if (r->getRetValue() && derived(r->getRetValue()))
          report(r->getRetValue(), "the kernel's return value",
                 r->getReturnLoc());
  }

private:
  /// One walk over the body (lambda bodies are functions of their own).
  class Collector : public RecursiveASTVisitor<Collector> {
  public:
    explicit Collector(SharedEscape &s) : s(s) {}
    bool TraverseLambdaExpr(LambdaExpr *le) {
      // The lambda itself is an expression here; its captures matter.
      for (Expr *init : le->capture_inits())
        if (init)
          TraverseStmt(init);
      return true;
    }
    bool VisitExpr(Expr *e) {
      if (!s.any && isSharedMemoryType(e->getType()))
        s.any = true;
      return true;
    }
    bool VisitVarDecl(VarDecl *vd) {
      if (vd->isStaticLocal())
        s.statics.push_back(vd);
      else if (vd->isLocalVarDecl())
        s.locals.push_back(vd);
      return true;
    }
    bool VisitBinaryOperator(BinaryOperator *bo) {
      if (bo->isAssignmentOp())
        s.assigns.push_back({bo->getLHS(), bo->getRHS()});
      return true;
    }
    bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *op) {
      if (op->getOperator() == OO_Equal && op->getNumArgs() == 2)
        s.assigns.push_back({op->getArg(0), op->getArg(1)});
      return true;
    }
    bool VisitReturnStmt(ReturnStmt *r) {
      s.returns.push_back(r);
      return true;
    }

  private:
    SharedEscape &s;
  };

  void collect(const Stmt *body) {
    Collector col(*this);
    col.TraverseStmt(const_cast<Stmt *>(body));
    for (const ParmVarDecl *p : c.fn->parameters())
      any |= isSharedMemoryType(p->getType());
  }

  void report(const Expr *value, const std::string &where,
              SourceLocation storeLoc) {
    c.reporter.report(
        Rule::SharedEscape, value->getExprLoc(),
        "shared memory escapes its block: stored in " + Twine(where) + " (S7)",
        {{"the store is here; it outlives the kernel body, and the block's "
          "shared memory with it",
          storeLoc}},
        "shared memory lives for one block; keep the SharedSlice (and "
        "anything pointing into it) in locals of the kernel body and pass it "
        "down to helpers by reference, or copy the values out to a "
        "SliceMut before the kernel ends",
        c.fn);
  }

  RuleContext &c;
  bool any = false;
  DenseSet<const VarDecl *> tainted;
  std::vector<const VarDecl *> locals, statics;
  std::vector<std::pair<const Expr *, const Expr *>> assigns;
  std::vector<const ReturnStmt *> returns;
};

} // namespace

void checkSharedEscape(RuleContext &c) { SharedEscape(c).run(); }

} // namespace rsgpu::clangcheck
