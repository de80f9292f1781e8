//===- SharedReuse.cpp - one declaration, one storage ---------------------===//
//
// S8 (RG0412): a shared-memory declaration names one storage per block, as a
// `__shared__` variable does. Executed again — in a loop, or in a helper
// called twice — it hands out the same slots in a fresh Write phase while
// slow threads may still read them from the previous execution; a second
// `shared_dynamic(b)` in one function is a second handle to the same array.
// The types cannot see either, so the checker reports them: allocations of
// `rsgpu::shared`, `shared_tile`, `shared_dynamic` and collective storage
// (`BlockReduce::storage`, ...) inside a loop body or in a device helper (a
// function taking a block handle that is not the kernel), and a second
// `shared_dynamic` call in one function.
//
//===----------------------------------------------------------------------===//
#include "Rules.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;
using namespace llvm;

namespace rsgpu::clangcheck {
namespace {

/// The allocation `call` makes, or "".
StringRef allocation(const CallExpr *call) {
  StringRef name = rsgpuCalleeName(call);
  if (name.empty())
    return "";
  StringRef cls = rsgpuMethodClass(call);
  if (cls.empty())
    return StringSwitch<StringRef>(name)
        .Cases("shared", "shared_tile", "shared_dynamic", name)
        .Default("");
  if (name == "storage" &&
      StringSwitch<bool>(cls)
          .Cases("BlockReduce", "BlockScan", "WarpReduce", true)
          .Default(false))
    return "storage";
  return "";
}

class ReuseVisitor : public RecursiveASTVisitor<ReuseVisitor> {
public:
  explicit ReuseVisitor(RuleContext &c) : c(c) {}

  bool TraverseLambdaExpr(LambdaExpr *) { return true; }

#define RSGPU_LOOP(T)                                                          \
  bool Traverse##T(T *s) {                                                     \
    loops.emplace_back();                                                      \
    bool r = RecursiveASTVisitor::Traverse##T(s);                              \
    endLoop();                                                                 \
    return r;                                                                  \
  }
  RSGPU_LOOP(ForStmt)
  RSGPU_LOOP(WhileStmt)
  RSGPU_LOOP(DoStmt)
  RSGPU_LOOP(CXXForRangeStmt)
#undef RSGPU_LOOP

  bool VisitCallExpr(CallExpr *call) {
    // A plain block barrier (`b.sync()`, no handle) after the allocation in
    // the same iteration orders the iterations: every thread has finished
    // with the old slots before any writes them again.
    if (rsgpuMethodClass(call) == "BasicBlock" &&
        rsgpuCalleeName(call) == "sync" && call->getNumArgs() == 0) {
      for (Loop &l : loops)
        l.barriers.push_back(call->getBeginLoc());
      return true;
    }
    StringRef what = allocation(call);
    if (what.empty())
      return true;
    std::string callee = what == "storage" ? "collective storage"
                                           : "`rsgpu::" + what.str() + "`";
    if (!loops.empty()) {
      loops.back().allocs.push_back({call->getBeginLoc(), callee});
    } else if (!c.isKernel) {
      c.reporter.report(
          Rule::SharedReuse, call->getBeginLoc(),
          "shared memory allocated in a device helper (" + Twine(callee) +
              "): every call gets the same storage, so two calls race "
              "unless a barrier separates the first call's last reads from "
              "the second call's first writes (S8)",
          {},
          "allocate it in the kernel and pass the handle in, or give each "
          "call site its own tag (a template parameter); if the helper runs "
          "once per kernel, say so with `// rsgpu: allow(shared-reuse)`",
          c.fn);
    }
    if (what == "shared_dynamic") {
      if (firstDynamic.isValid())
        c.reporter.report(
            Rule::SharedReuse, call->getBeginLoc(),
            "a second `rsgpu::shared_dynamic` handle to the launch's dynamic "
            "shared memory: both hand out the same slots in their own "
            "phases, so own-slot writes through one race with reads through "
            "the other (S8)",
            {{"the first handle is made here", firstDynamic}},
            "make one handle per kernel and pass it (or slices of it) where "
            "it is needed",
            c.fn);
      else
        firstDynamic = call->getBeginLoc();
    }
    return true;
  }

private:
  struct Loop {
    std::vector<std::pair<SourceLocation, std::string>> allocs;
    std::vector<SourceLocation> barriers;
  };
  void endLoop() {
    Loop l = std::move(loops.back());
    loops.pop_back();
    const SourceManager &sm = c.ctx.getSourceManager();
    for (auto &[loc, callee] : l.allocs) {
      bool ordered = false;
      for (SourceLocation b : l.barriers)
        ordered |= sm.isBeforeInTranslationUnit(loc, b);
      if (ordered)
        continue;
      c.reporter.report(
          Rule::SharedReuse, loc,
          "shared memory allocated inside a loop (" + Twine(callee) +
              "): every iteration gets the same storage, and a fast thread's "
              "first writes may overwrite slots slow threads still read from "
              "the previous iteration (S8)",
          {},
          "allocate it once before the loop and pass it through a barrier "
          "each iteration (`s = b.sync(std::move(r))`), or end the iteration "
          "with a plain barrier, `b.sync()`, after the last read",
          c.fn);
    }
  }

  RuleContext &c;
  std::vector<Loop> loops;
  SourceLocation firstDynamic;
};

} // namespace

void checkSharedReuse(RuleContext &c) {
  if (!c.isDeviceContext)
    return;
  ReuseVisitor v(c);
  v.TraverseStmt(const_cast<Stmt *>(c.fn->getBody()));
}

} // namespace rsgpu::clangcheck
