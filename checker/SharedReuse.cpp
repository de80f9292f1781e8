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
// `shared_dynamic` call in one function. Two `shared`/`shared_tile` calls of
// one tag (the same element type, size and Tag type: one array) in one
// function, the second inside the scope of the first, are two live handles
// of one array: also reported (the checked emulator panics on them, S8).
//
//===----------------------------------------------------------------------===//
#include "Rules.h"

#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringSwitch.h"
#include <map>
#include <optional>

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

/// The array a `shared<T, N, Phase>(b, tag)` / `shared_tile<T, R, C>(b, tag)`
/// call names: "T|elements|Tag", or "" when not known.
std::string storageKey(const CallExpr *call, StringRef what,
                       const ASTContext &ctx) {
  const FunctionDecl *fd = call->getDirectCallee();
  const TemplateArgumentList *args =
      fd ? fd->getTemplateSpecializationArgs() : nullptr;
  if (!args || args->size() < 4)
    return "";
  auto type = [&](unsigned i) {
    const TemplateArgument &a = args->get(i);
    return a.getKind() == TemplateArgument::Type
               ? a.getAsType().getCanonicalType().getAsString()
               : std::string();
  };
  auto integral = [&](unsigned i) -> std::optional<uint64_t> {
    const TemplateArgument &a = args->get(i);
    if (a.getKind() != TemplateArgument::Integral)
      return std::nullopt;
    return a.getAsIntegral().getZExtValue();
  };
  std::string t = type(0), tag = type(args->size() - 1);
  std::optional<uint64_t> n;
  if (what == "shared")
    n = integral(1);
  else if (auto r = integral(1), c = integral(2); r && c)
    n = *r * *c;
  if (t.empty() || tag.empty() || !n)
    return "";
  return t + "|" + std::to_string(*n) + "|" + tag;
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
        rsgpuCalleeName(call) == "sync" && writtenArgs(call) == 0) {
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
    if (what == "shared" || what == "shared_tile")
      sameTag(call, storageKey(call, what, c.ctx), callee);
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
  /// The innermost block around `s`, or null (through declarations: `auto a
  /// = shared(...)` is a VarDecl in a DeclStmt).
  const CompoundStmt *enclosingBlock(const Stmt *s) {
    DynTypedNode n = DynTypedNode::create(*s);
    for (int depth = 0; depth < 64; ++depth) {
      auto parents = c.ctx.getParents(n);
      if (parents.empty())
        return nullptr;
      n = parents[0];
      if (const auto *cs = n.get<CompoundStmt>())
        return cs;
      if (n.get<FunctionDecl>() || n.get<LambdaExpr>())
        return nullptr;
    }
    return nullptr;
  }
  /// A second call of one tag while the first call's block is still open.
  void sameTag(const CallExpr *call, const std::string &key,
               const std::string &callee) {
    if (key.empty())
      return;
    auto [it, fresh] = byTag.try_emplace(key, call);
    if (fresh)
      return;
    const CallExpr *first = it->second;
    const CompoundStmt *scope = enclosingBlock(first);
    const SourceManager &sm = c.ctx.getSourceManager();
    if (!scope || sm.isBeforeInTranslationUnit(scope->getEndLoc(),
                                               call->getBeginLoc())) {
      it->second = call; // the first handle's scope has ended
      return;
    }
    c.reporter.report(
        Rule::SharedReuse, call->getBeginLoc(),
        "a second " + Twine(callee) +
            " call with the same tag while the first handle can be alive: "
            "both name one array, so own-slot writes through one race with "
            "reads through the other (S8)",
        {{"the first handle of this tag is made here", first->getBeginLoc()}},
        "give each declaration its own tag (`[] {}` at each call site), or "
        "end the first handle's scope before the second call",
        c.fn);
  }

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
  std::map<std::string, const CallExpr *> byTag;
};

} // namespace

void checkSharedReuse(RuleContext &c) {
  if (!c.isDeviceContext)
    return;
  ReuseVisitor v(c);
  v.TraverseStmt(const_cast<Stmt *>(c.fn->getBody()));
}

} // namespace rsgpu::clangcheck
