//===- HostGlobal.cpp - S2: device code reads no host variable ------------===//
//
// S2 (RG0413): a kernel (or a function taking a thread/block/warp handle)
// that uses a host variable — a namespace-scope or static data member
// variable that is neither a constant nor declared `__device__`,
// `__constant__` or `__managed__` — runs on the host backend, where device
// code is plain C++, but nvcc rejects it ("identifier ... is undefined in
// device code"): on a GPU that memory is not there. Allowed, as nvcc allows
// them: `constexpr` variables that are not arrays, `const` non-volatile
// scalars with a constant initialiser (nvcc folds both), variables with a
// CUDA memory-space attribute or macro, unevaluated uses (`sizeof`,
// `decltype`), and the library's and the standard library's own variables.
// A constexpr *array* is flagged: indexed at run time it needs memory, and
// nvcc rejects it too.
//
//===----------------------------------------------------------------------===//
#include "Rules.h"

#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;
using namespace llvm;

namespace rsgpu::clangcheck {
namespace {

/// Whether the declaration of `vd` spells a CUDA memory space: the attribute
/// (CUDA parse) or the macro, which the checker's host-mode prelude defines
/// empty (text between the start of its line and its name).
bool hasDeviceMemorySpace(const VarDecl *vd, const ASTContext &ctx) {
  if (vd->hasAttr<CUDADeviceAttr>() || vd->hasAttr<CUDAConstantAttr>() ||
      vd->hasAttr<CUDASharedAttr>())
    return true;
  const SourceManager &sm = ctx.getSourceManager();
  for (const VarDecl *d : vd->redecls()) {
    SourceLocation name = sm.getSpellingLoc(d->getLocation());
    SourceLocation begin = sm.getSpellingLoc(d->getOuterLocStart());
    if (name.isInvalid() || begin.isInvalid() ||
        sm.getFileID(name) != sm.getFileID(begin))
      continue;
    bool invalid = false;
    StringRef buf = sm.getBufferData(sm.getFileID(name), &invalid);
    if (invalid)
      continue;
    unsigned from = sm.getFileOffset(begin), to = sm.getFileOffset(name);
    // The line the declaration starts on, up to its name.
    while (from > 0 && buf[from - 1] != '\n')
      --from;
    if (to <= from || to > buf.size())
      continue;
    StringRef text = buf.slice(from, to);
    for (StringRef kw : {"__device__", "__constant__", "__managed__",
                         "__shared__"})
      if (text.contains(kw))
        return true;
  }
  return false;
}

/// A host variable device code cannot use, per nvcc.
bool isHostVariable(const VarDecl *vd, const ASTContext &ctx) {
  if (!vd->hasGlobalStorage() || vd->isStaticLocal() || isa<ParmVarDecl>(vd))
    return false;
  const SourceManager &sm = ctx.getSourceManager();
  if (sm.isInSystemHeader(vd->getLocation()) ||
      sm.getFilename(sm.getSpellingLoc(vd->getLocation()))
          .contains("__rsgpu_check__"))
    return false;
  // rsgpu's, std's, cuda's own (and anything nested in them).
  for (const DeclContext *dc = vd->getDeclContext(); dc; dc = dc->getParent())
    if (const auto *ns = dyn_cast<NamespaceDecl>(dc))
      if (ns->getIdentifier() &&
          (ns->getName() == "rsgpu" || ns->getName() == "std" ||
           ns->getName() == "cuda" || ns->getName() == "cub"))
        return false;
  if (hasDeviceMemorySpace(vd, ctx))
    return false;
  // What nvcc folds into device code: constexpr variables that are not
  // arrays (a constexpr table indexed at run time needs memory), and const
  // non-volatile scalars with a constant initialiser.
  QualType t = vd->getType();
  if (t->isArrayType())
    return true;
  if (vd->isConstexpr())
    return false;
  if (t.isConstQualified() && !t.isVolatileQualified() && t->isScalarType()) {
    const VarDecl *def = vd->getDefinition();
    const VarDecl *init = def ? def : vd;
    if (init->getInit() && init->hasConstantInitialization())
      return false;
  }
  return true;
}

class HostGlobalVisitor : public RecursiveASTVisitor<HostGlobalVisitor> {
public:
  explicit HostGlobalVisitor(RuleContext &c) : c(c) {}

  // Unevaluated operands use no memory.
  bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *) {
    return true;
  }
  bool TraverseDecltypeTypeLoc(DecltypeTypeLoc) { return true; }
  bool TraverseCXXNoexceptExpr(CXXNoexceptExpr *) { return true; }
  bool TraverseCXXTypeidExpr(CXXTypeidExpr *) { return true; }

  bool VisitDeclRefExpr(DeclRefExpr *ref) {
    const auto *vd = dyn_cast<VarDecl>(ref->getDecl());
    if (!vd || !isHostVariable(vd, c.ctx) || !reported.insert(vd).second)
      return true;
    std::string name = vd->getQualifiedNameAsString();
    c.reporter.report(
        Rule::HostGlobal, ref->getExprLoc(),
        "device code uses the host variable `" + Twine(name) +
            "`: it runs on the host backend, but nvcc rejects it (undefined "
            "in device code) — a GPU cannot reach host memory (S2)",
        {{"`" + name + "` is declared here", vd->getLocation()}},
        "make it a constant (`constexpr`), pass the value as a kernel "
        "argument, or put it in device memory (a DeviceBuffer/DeviceBox "
        "lent to the launch)",
        c.fn);
    return true;
  }

private:
  RuleContext &c;
  llvm::SmallPtrSet<const VarDecl *, 8> reported;
};

} // namespace

void checkHostGlobal(RuleContext &c) {
  if (!c.isDeviceContext)
    return;
  HostGlobalVisitor v(c);
  v.TraverseStmt(const_cast<Stmt *>(c.fn->getBody()));
}

} // namespace rsgpu::clangcheck
