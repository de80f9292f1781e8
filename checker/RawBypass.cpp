//===- RawBypass.cpp - raw CUDA that sidesteps rsgpu's checks -------------===//
//
// In device code (kernel bodies and functions taking a thread/block/warp
// handle): raw barriers, atomics, warp intrinsics, allocation, and pointer
// arithmetic on pointers taken from view elements. Each is a warning naming
// the rsgpu equivalent; deliberate unsafe code says
// `// rsgpu: allow(raw-sync)` (or raw-atomic, raw-warp, raw-alloc,
// raw-pointer, all) on the line or the line above, or carries
// [[clang::annotate("rsgpu::allow")]].
//
//===----------------------------------------------------------------------===//
#include "Rules.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;
using namespace llvm;

namespace rsgpu::clangcheck {
namespace {

/// The rule a raw CUDA function name falls under, if any.
std::optional<Rule> rawRule(StringRef n) {
  if (n.starts_with("__syncthreads") || n == "__syncwarp")
    return Rule::RawSync;
  StringRef base = n;
  if (!base.consume_back("_block"))
    base.consume_back("_system");
  if (StringSwitch<bool>(base)
          .Cases("atomicAdd", "atomicSub", "atomicExch", "atomicMin",
                 "atomicMax", "atomicInc", "atomicDec", "atomicCAS", true)
          .Cases("atomicAnd", "atomicOr", "atomicXor", true)
          .Default(false))
    return Rule::RawAtomic;
  if (n.starts_with("__shfl") || n.starts_with("__ballot") ||
      n.starts_with("__any") || n.starts_with("__all") ||
      n.starts_with("__match_") || n == "__activemask" || n == "__uni_sync" ||
      (n.starts_with("__reduce_") && n.ends_with("_sync")))
    return Rule::RawWarp;
  if (StringSwitch<bool>(n)
          .Cases("cudaMalloc", "cudaMallocManaged", "cudaMallocAsync",
                 "cudaFree", "cudaFreeAsync", "malloc", "free", true)
          .Default(false))
    return Rule::RawAlloc;
  return std::nullopt;
}

const char *advice(Rule r) {
  switch (r) {
  case Rule::RawSync:
    return "use the block handle's barrier, `t.block().sync()`, or "
           "`b.sync(std::move(shared))` to move shared memory to its next "
           "phase (S8); a warp barrier is `w.sync()`";
  case Rule::RawAtomic:
    return "borrow the buffer atomically, `rsgpu::atomic(buf.borrow_mut())`, "
           "and use the kernel's AtomicSlice: `a.at(i).fetch_add(v, "
           "rsgpu::Ordering::Relaxed)` (S11: scope and ordering are explicit)";
  case Rule::RawWarp:
    return "use the warp handle, `auto w = t.block().warp();` with "
           "`w.shfl(v, src)`, `w.shfl_down(v, d)`, `w.shfl_xor(v, m)`, "
           "`w.ballot(p)`, `w.any(p)`, `w.all(p)`, `w.match_any(v)` or "
           "`w.reduce(v, op)` (S9: checked for convergence); for the lanes "
           "of a partial last warp (`__ballot_sync(__activemask(), p)`), "
           "`t.block().warp_partial().ballot(p)`";
  case Rule::RawAlloc:
    return "device memory is owned on the host, "
           "`rsgpu::DeviceBuffer<T>::create(stream, n)`, and lent to the "
           "kernel as a Slice/SliceMut; per-block scratch is "
           "`rsgpu::shared<T, N>(b, [] {})` (S1, S7)";
  case Rule::RawPointer:
    return "index the view instead: `x[i]` and `x.subslice(off, n)` are "
           "bounds-checked (S6), `y.mine(t)` / `y.unsafe_at(i)` keep writes "
           "thread-disjoint or say why not (S5)";
  default:
    return "";
  }
}

class RawVisitor : public RecursiveASTVisitor<RawVisitor> {
public:
  explicit RawVisitor(RuleContext &c) : c(c) {}

  bool VisitCallExpr(CallExpr *call) {
    const FunctionDecl *fd = call->getDirectCallee();
    if (!fd || !fd->getIdentifier() || fd->isInStdNamespace())
      return true;
    // Library code calling these is the library's business.
    if (const auto *dc = dyn_cast<Decl>(fd->getDeclContext()))
      if (inRsgpu(fd) ||
          (isa<CXXRecordDecl>(dc) &&
           isRsgpuType(c.ctx.getRecordType(cast<CXXRecordDecl>(dc)))))
        return true;
    if (isa<CXXMethodDecl>(fd))
      return true;
    StringRef name = fd->getName();
    if (std::optional<Rule> r = rawRule(name))
      c.reporter.report(*r, call->getBeginLoc(),
                        "raw `" + Twine(name) +
                            "` in device code bypasses rsgpu's checks",
                        {}, advice(*r), c.fn);
    return true;
  }

  bool VisitCXXNewExpr(CXXNewExpr *e) {
    c.reporter.report(Rule::RawAlloc, e->getBeginLoc(),
                      "raw `new` in device code bypasses rsgpu's checks", {},
                      advice(Rule::RawAlloc), c.fn);
    return true;
  }

  bool VisitVarDecl(VarDecl *vd) {
    if (vd->getType()->isPointerType() && vd->getInit() &&
        viewPointer(vd->getInit()))
      pointers.insert(vd);
    return true;
  }

  bool VisitBinaryOperator(BinaryOperator *bo) {
    BinaryOperatorKind k = bo->getOpcode();
    if (k == BO_Assign) {
      if (const auto *dre =
              dyn_cast<DeclRefExpr>(bo->getLHS()->IgnoreParenImpCasts()))
        if (const auto *vd = dyn_cast<VarDecl>(dre->getDecl()))
          if (vd->getType()->isPointerType() && viewPointer(bo->getRHS()))
            pointers.insert(vd);
      return true;
    }
    if ((k == BO_Add || k == BO_Sub) &&
        (viewPointer(bo->getLHS()) || viewPointer(bo->getRHS())))
      arithmetic(bo->getOperatorLoc());
    if ((k == BO_AddAssign || k == BO_SubAssign) && viewPointer(bo->getLHS()))
      arithmetic(bo->getOperatorLoc());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *uo) {
    if (uo->isIncrementDecrementOp() && viewPointer(uo->getSubExpr()))
      arithmetic(uo->getOperatorLoc());
    return true;
  }
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *ase) {
    if (viewPointer(ase->getBase()))
      arithmetic(ase->getExprLoc());
    return true;
  }

private:
  /// A pointer into a view's elements: `&x[i]`, `e.operator->()`, or a local
  /// pointer initialised from one (in source order, which covers the usual
  /// `T *p = &x[0]; p[i]`).
  bool viewPointer(const Expr *e) const {
    e = e->IgnoreParenCasts();
    if (!e->getType()->isPointerType())
      return false;
    if (const auto *dre = dyn_cast<DeclRefExpr>(e))
      return isa<VarDecl>(dre->getDecl()) &&
             pointers.count(cast<VarDecl>(dre->getDecl()));
    if (const auto *uo = dyn_cast<UnaryOperator>(e))
      if (uo->getOpcode() == UO_AddrOf) {
        const Expr *sub = uo->getSubExpr()->IgnoreParenImpCasts();
        if (const auto *op = dyn_cast<CXXOperatorCallExpr>(sub))
          return (op->getOperator() == OO_Subscript ||
                  op->getOperator() == OO_Star) &&
                 isRsgpuType(op->getArg(0)->getType());
        if (const auto *mc = dyn_cast<CXXMemberCallExpr>(sub))
          return isRsgpuType(mc->getImplicitObjectArgument()->getType());
        return false;
      }
    if (const auto *op = dyn_cast<CXXOperatorCallExpr>(e))
      return op->getOperator() == OO_Arrow &&
             isRsgpuType(op->getArg(0)->getType());
    if (const auto *mc = dyn_cast<CXXMemberCallExpr>(e)) {
      const CXXMethodDecl *m = mc->getMethodDecl();
      if (!m)
        return false;
      // `e.operator->()` taken as a raw pointer: on the host backend ElemRef's
      // `->` returns a checked pointer object, converted here.
      if (isa<CXXConversionDecl>(m))
        if (const auto *arrow = dyn_cast<CXXMemberCallExpr>(
                mc->getImplicitObjectArgument()->IgnoreImplicit()))
          return arrow->getMethodDecl() &&
                 arrow->getMethodDecl()->getOverloadedOperator() == OO_Arrow &&
                 isRsgpuType(arrow->getImplicitObjectArgument()->getType());
      return m->getOverloadedOperator() == OO_Arrow &&
             isRsgpuType(mc->getImplicitObjectArgument()->getType());
    }
    return false;
  }

  void arithmetic(SourceLocation loc) {
    c.reporter.report(Rule::RawPointer, loc,
                      "raw pointer arithmetic on view data bypasses bounds "
                      "and ownership checks",
                      {}, advice(Rule::RawPointer), c.fn);
  }

  RuleContext &c;
  DenseSet<const VarDecl *> pointers;
};

} // namespace

void checkRawBypass(RuleContext &c) {
  if (!c.isDeviceContext)
    return;
  RawVisitor v(c);
  v.TraverseStmt(const_cast<Stmt *>(c.fn->getBody()));
}

} // namespace rsgpu::clangcheck
