//===- Checker.cpp - driving clang over the files to check ----------------===//
//
// One ToolInvocation per file (its compile command from compile_commands.json
// when -p names one, else the default host-backend flags), a virtual prelude
// that declares the raw CUDA names (so raw-CUDA bypasses parse as plain C++
// and can be reported), and a walk over every function defined outside
// system headers and rsgpu's own headers, template instantiations included.
//
//===----------------------------------------------------------------------===//
#include "ClangCheck.h"
#include "Diag.h"
#include "Preamble.h"
#include "Rules.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/FileManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <algorithm>
#include <cstdlib>

#ifndef RSGPU_CHECK_INCLUDE_DIR
#define RSGPU_CHECK_INCLUDE_DIR ""
#endif
#ifndef RSGPU_CHECK_CCCL_DIR
#define RSGPU_CHECK_CCCL_DIR "/usr/local/cuda/include/cccl"
#endif
#ifndef RSGPU_CHECK_CLANG
#define RSGPU_CHECK_CLANG "clang++"
#endif
#ifndef RSGPU_CHECK_RESOURCE_DIR
#define RSGPU_CHECK_RESOURCE_DIR ""
#endif

using namespace clang;
using namespace llvm;

namespace rsgpu::clangcheck {
namespace {

constexpr const char *kPreludePath = "/__rsgpu_check__/cuda_prelude.h";

// Raw CUDA names as plain C++ declarations, so a .cu file or a kernel calling
// them parses in host mode and the raw-bypass rules can name them. Function
// templates, so real CUDA headers included later overload instead of clash.
constexpr const char *kPrelude = R"(#pragma once
#ifndef __CUDACC__
#ifndef __global__
#define __global__
#endif
#ifndef __device__
#define __device__
#endif
#ifndef __host__
#define __host__
#endif
#ifndef __shared__
#define __shared__
#endif
#ifndef __constant__
#define __constant__
#endif
#ifndef __forceinline__
#define __forceinline__ inline
#endif
#ifndef __launch_bounds__
#define __launch_bounds__(...)
#endif
struct __rsgpu_check_dim3 { unsigned x, y, z; };
extern const __rsgpu_check_dim3 threadIdx, blockIdx, blockDim, gridDim;
template <class = void> void __syncthreads();
template <class = void> int __syncthreads_count(int);
template <class = void> int __syncthreads_and(int);
template <class = void> int __syncthreads_or(int);
template <class = void> void __syncwarp(unsigned = 0xffffffffu);
#define RSGPU_CHECK_ATOMIC2(name) template <class T, class U> T name(T *, U); \
  template <class T, class U> T name##_block(T *, U); \
  template <class T, class U> T name##_system(T *, U);
RSGPU_CHECK_ATOMIC2(atomicAdd) RSGPU_CHECK_ATOMIC2(atomicSub)
RSGPU_CHECK_ATOMIC2(atomicExch) RSGPU_CHECK_ATOMIC2(atomicMin)
RSGPU_CHECK_ATOMIC2(atomicMax) RSGPU_CHECK_ATOMIC2(atomicInc)
RSGPU_CHECK_ATOMIC2(atomicDec) RSGPU_CHECK_ATOMIC2(atomicAnd)
RSGPU_CHECK_ATOMIC2(atomicOr) RSGPU_CHECK_ATOMIC2(atomicXor)
#undef RSGPU_CHECK_ATOMIC2
template <class T, class U, class V> T atomicCAS(T *, U, V);
template <class T> T __shfl_sync(unsigned, T, int, int = 32);
template <class T> T __shfl_up_sync(unsigned, T, unsigned, int = 32);
template <class T> T __shfl_down_sync(unsigned, T, unsigned, int = 32);
template <class T> T __shfl_xor_sync(unsigned, T, int, int = 32);
template <class = void> unsigned __ballot_sync(unsigned, int);
template <class = void> int __any_sync(unsigned, int);
template <class = void> int __all_sync(unsigned, int);
template <class T> unsigned __match_any_sync(unsigned, T);
template <class = void> unsigned __activemask();
template <class T = void> int cudaMalloc(T **, unsigned long);
template <class T = void> int cudaMallocManaged(T **, unsigned long, unsigned = 1);
template <class T = void> int cudaFree(T *);
#endif
)";

std::string envOr(const char *name, const char *fallback) {
  const char *v = std::getenv(name);
  return v && *v ? v : fallback;
}

/// rsgpu's include directory: $RSGPU_INCLUDE_DIR, the source tree this was
/// built from, or ../include next to an installed binary.
std::string includeDir() {
  if (const char *v = std::getenv("RSGPU_INCLUDE_DIR"); v && *v)
    return v;
  if (sys::fs::exists(RSGPU_CHECK_INCLUDE_DIR "/rsgpu/rsgpu.hpp"))
    return RSGPU_CHECK_INCLUDE_DIR;
  static int anchor;
  std::string exe = sys::fs::getMainExecutable("rsgpu-check", &anchor);
  SmallString<256> p(sys::path::parent_path(sys::path::parent_path(exe)));
  sys::path::append(p, "include");
  return std::string(p);
}

bool isCudaSource(StringRef file) {
  return file.ends_with(".cu") || file.ends_with(".cuh");
}

/// Keeps what matters for parsing from an nvcc command line.
std::vector<std::string> fromNvcc(const std::vector<std::string> &in) {
  std::vector<std::string> out{in[0]};
  for (size_t i = 1; i < in.size(); ++i) {
    StringRef a = in[i];
    bool takesNext = a == "-I" || a == "-isystem" || a == "-D" || a == "-U" ||
                     a == "-include";
    if (takesNext && i + 1 < in.size()) {
      out.push_back(in[i]);
      out.push_back(in[++i]);
    } else if (a.starts_with("-I") || a.starts_with("-D") ||
               a.starts_with("-U") || a.starts_with("-std=") ||
               a.starts_with("-isystem")) {
      out.push_back(in[i]);
    } else if (!a.starts_with("-")) {
      out.push_back(in[i]); // inputs
    } else if (a == "-o" || a == "-x" || a == "-arch" || a == "-gencode" ||
               a == "-Xcompiler" || a == "--compiler-options" ||
               a == "-ccbin" || a == "--generate-code" || a == "-rdc" ||
               a == "-MF" || a == "-MT") {
      ++i; // nvcc options with a value: dropped with it
    }
  }
  return out;
}

/// The command line a file is checked with.
std::vector<std::string> commandFor(const tooling::CompileCommand &cmd,
                                    bool fromDatabase,
                                    const CheckOptions &opts) {
  std::vector<std::string> args = cmd.CommandLine;
  if (fromDatabase && !args.empty() &&
      sys::path::filename(args[0]).starts_with("nvcc"))
    args = fromNvcc(args);
  args = tooling::getClangStripOutputAdjuster()(args, cmd.Filename);
  args = tooling::getClangStripDependencyFileAdjuster()(args, cmd.Filename);
  args = tooling::getClangSyntaxOnlyAdjuster()(args, cmd.Filename);
  std::vector<std::string> front{RSGPU_CHECK_CLANG};
  std::string res = envOr("RSGPU_CLANG_RESOURCE_DIR", RSGPU_CHECK_RESOURCE_DIR);
  bool hasResource = false;
  for (const std::string &a : args)
    hasResource |= StringRef(a).starts_with("-resource-dir");
  if (!res.empty() && !hasResource)
    front.push_back("-resource-dir=" + res);
  front.insert(front.end(), {"-w", "-include", kPreludePath});
  if (opts.format == Format::Json) // no "N errors generated." text on stderr
    front.push_back("-fno-caret-diagnostics");
  if (isCudaSource(cmd.Filename))
    front.insert(front.end(), {"-x", "c++"});
  front.insert(front.end(), args.begin() + 1, args.end());
  front.insert(front.end(), opts.extraArgs.begin(), opts.extraArgs.end());
  return front;
}

/// Whether declarations in a file are the user's (not system or rsgpu's).
class CheckedFiles {
public:
  explicit CheckedFiles(const SourceManager &sm) : sm(sm) {}
  bool contains(SourceLocation loc) {
    if (loc.isInvalid())
      return false;
    loc = sm.getExpansionLoc(loc);
    FileID fid = sm.getFileID(loc);
    auto [it, fresh] = cache.try_emplace(fid.getHashValue(), false);
    if (!fresh)
      return it->second;
    bool ok = false;
    if (!sm.isInSystemHeader(loc))
      if (OptionalFileEntryRef fe = sm.getFileEntryRefForID(fid)) {
        StringRef name = fe->getName();
        ok = !name.contains("/include/rsgpu/") &&
             !name.starts_with("/__rsgpu_check__/");
      }
    return it->second = ok;
  }

private:
  const SourceManager &sm;
  DenseMap<unsigned, bool> cache;
};

class Walker : public RecursiveASTVisitor<Walker> {
public:
  Walker(ASTContext &ctx, Reporter &r)
      : ctx(ctx), reporter(r), files(ctx.getSourceManager()) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitFunctionDecl(FunctionDecl *fd) {
    check(fd);
    return true;
  }
  bool VisitLambdaExpr(LambdaExpr *le) {
    check(le->getCallOperator());
    return true;
  }

  void run() {
    for (Decl *d : ctx.getTranslationUnitDecl()->decls())
      if (files.contains(d->getLocation()))
        TraverseDecl(d);
  }

private:
  void check(FunctionDecl *fd) {
    if (!fd || !fd->doesThisDeclarationHaveABody() || !fd->getBody() ||
        fd->isDependentContext() || fd->isImplicit() || fd->isInvalidDecl() ||
        !files.contains(fd->getLocation()) || !done.insert(fd).second)
      return;
    RuleContext c{ctx, reporter, fd, isKernelBody(fd), isDeviceContext(fd)};
    checkUseAfterMove(c);
    checkLaunchAliasing(c);
    checkSharedEscape(c);
    checkDivergentSync(c);
    checkRawBypass(c);
    checkSharedReuse(c);
    checkHostGlobal(c);
  }

  ASTContext &ctx;
  Reporter &reporter;
  CheckedFiles files;
  SmallPtrSet<const FunctionDecl *, 32> done;
};

class Consumer : public ASTConsumer {
public:
  explicit Consumer(Reporter &r) : reporter(r) {}
  void HandleTranslationUnit(ASTContext &ctx) override {
    if (ctx.getDiagnostics().hasErrorOccurred())
      return;
    reporter.beginTU(ctx.getSourceManager());
    Walker(ctx, reporter).run();
    reporter.endTU();
  }

private:
  Reporter &reporter;
};

class Action : public ASTFrontendAction {
public:
  explicit Action(Reporter &r) : reporter(r) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &,
                                                 StringRef) override {
    return std::make_unique<Consumer>(reporter);
  }

private:
  Reporter &reporter;
};

/// Compiler diagnostics: clang's own text, or RG0400 JSON objects.
class CompilerDiags : public DiagnosticConsumer {
public:
  CompilerDiags(raw_ostream &os, Reporter &r, bool json)
      : opts(new DiagnosticOptions()), text(os, opts.get()), reporter(r),
        json(json) {}
  void BeginSourceFile(const LangOptions &lo, const Preprocessor *pp) override {
    text.BeginSourceFile(lo, pp);
  }
  void EndSourceFile() override { text.EndSourceFile(); }
  void HandleDiagnostic(DiagnosticsEngine::Level level,
                        const Diagnostic &info) override {
    DiagnosticConsumer::HandleDiagnostic(level, info);
    if (level >= DiagnosticsEngine::Error)
      failed = true;
    if (!json) {
      text.HandleDiagnostic(level, info);
      return;
    }
    if (level < DiagnosticsEngine::Error)
      return;
    SmallString<256> msg;
    info.FormatDiagnostic(msg);
    Finding f;
    f.code = "RG0400";
    f.message = "cannot parse: " + std::string(msg);
    if (info.hasSourceManager() && info.getLocation().isValid()) {
      PresumedLoc p = info.getSourceManager().getPresumedLoc(
          info.getSourceManager().getFileLoc(info.getLocation()));
      if (p.isValid()) {
        f.file = p.getFilename();
        f.line = p.getLine();
        f.column = p.getColumn();
      }
    }
    reporter.compilerError(f);
  }
  bool failed = false;

private:
  IntrusiveRefCntPtr<DiagnosticOptions> opts;
  TextDiagnosticPrinter text;
  Reporter &reporter;
  bool json;
};

} // namespace

bool runClang(const std::vector<std::string> &flags, StringRef file,
              StringRef dir, ArrayRef<VirtualFile> files,
              std::unique_ptr<FrontendAction> action,
              DiagnosticConsumer &diags) {
  auto overlay =
      makeIntrusiveRefCnt<vfs::OverlayFileSystem>(vfs::getRealFileSystem());
  auto mem = makeIntrusiveRefCnt<vfs::InMemoryFileSystem>();
  overlay->pushOverlay(mem);
  if (!dir.empty())
    overlay->setCurrentWorkingDirectory(dir);
  for (const VirtualFile &f : files)
    mem->addFile(f.path, 0, MemoryBuffer::getMemBufferCopy(f.text, f.path));
  auto fm = makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), overlay);
  std::vector<std::string> args(flags);
  if (!file.empty())
    args.push_back(file.str());
  tooling::ToolInvocation inv(std::move(args), std::move(action), fm.get());
  inv.setDiagnosticConsumer(&diags);
  return inv.run();
}

namespace {

/// Whether a command may take a preamble PCH: not when it brings its own
/// (-include-pch, a CMake precompiled header's -include, -Xclang options),
/// nor in CUDA mode (`-x cuda`, `--cuda-*`: the PCH is a C++ header's).
bool takesPreamblePch(const std::vector<std::string> &flags) {
  for (size_t i = 0; i < flags.size(); ++i) {
    StringRef f = flags[i];
    if (f.starts_with("--cuda") || f == "-xcuda" ||
        (f == "cuda" && i > 0 && flags[i - 1] == "-x"))
      return false;
    if (f == "-Xclang" || (f.starts_with("-include") && f != "-include"))
      return false; // -include-pch, -includeFILE
    if (f == "-include" && (i + 1 == flags.size() || flags[i + 1] != kPreludePath))
      return false;
  }
  return true;
}

/// Runs the rules over one file; false when it does not parse. The file's
/// leading `#include <...>` lines are parsed from a cached PCH (Preamble.h).
bool checkOne(const tooling::CompileCommand &cmd, bool fromDatabase,
              const CheckOptions &opts, Reporter &reporter, raw_ostream &errs,
              StringRef inMemoryCode = StringRef()) {
  std::vector<std::string> args = commandFor(cmd, fromDatabase, opts);
  std::vector<VirtualFile> files{{kPreludePath, kPrelude}};
  SmallString<256> abs(cmd.Filename);
  if (!sys::path::is_absolute(abs))
    sys::fs::make_absolute(cmd.Directory, abs);
  // The file's own argument goes last, after a preamble PCH.
  std::string file;
  if (auto it = std::find(args.rbegin(), args.rend(), cmd.Filename);
      it != args.rend()) {
    file = *it;
    args.erase(std::next(it).base());
  }
  std::string preamble; // held by `files` until clang has run
  if (!file.empty() && takesPreamblePch(args)) {
    StringRef code = inMemoryCode;
    std::unique_ptr<MemoryBuffer> disk;
    if (code.empty())
      if (auto b = MemoryBuffer::getFile(abs)) {
        disk = std::move(*b);
        code = disk->getBuffer();
      }
    preamble = includePreamble(code);
    std::string pch = cachedPreamblePch(preamble, args, cmd.Directory, files);
    if (!pch.empty()) {
      files.push_back({kPreamblePath, preamble});
      args.insert(args.end(), {"-include-pch", pch});
    }
  }
  if (!inMemoryCode.empty())
    files.push_back({std::string(abs), inMemoryCode});
  CompilerDiags diags(errs, reporter, opts.format == Format::Json);
  bool ok = runClang(args, file, cmd.Directory, files,
                     std::make_unique<Action>(reporter), diags);
  return ok && !diags.failed;
}

void internalError(const CheckOptions &opts, raw_ostream &errs,
                   const Twine &msg) {
  if (opts.format == Format::Json) {
    Reporter r(opts, errs);
    Finding f;
    f.code = "RG0400";
    f.message = msg.str();
    r.compilerError(f);
  } else {
    errs << "error[RG0400]: " << msg << "\n";
  }
}

void usage(raw_ostream &os) {
  os << "usage: rsgpu-check FILE... [-p BUILD-DIR] "
        "[--error-format=human|json]\n"
        "                   [--deny-warnings] [--color] [-- COMPILER-ARGS...]\n"
        "Checks rsgpu C++ for use after move (S13), aliasing borrows at a\n"
        "launch (S3), shared-memory escapes (S7), divergent barriers and warp\n"
        "collectives (S8, S9) and raw CUDA bypasses. Exit status: 0 clean,\n"
        "1 errors found, 2 cannot parse or internal error. docs/checker.md.\n";
}

} // namespace

std::vector<std::string> defaultCompilerArgs() {
  std::vector<std::string> args{"-std=c++17", "-I" + includeDir()};
  std::string cccl = envOr("RSGPU_CCCL_DIR", RSGPU_CHECK_CCCL_DIR);
  if (!cccl.empty())
    args.push_back("-I" + cccl);
  return args;
}

int runCheck(const CheckOptions &opts, raw_ostream &errs) {
  std::unique_ptr<tooling::CompilationDatabase> db;
  if (!opts.buildDir.empty()) {
    std::string err;
    db = tooling::CompilationDatabase::loadFromDirectory(opts.buildDir, err);
    if (!db) {
      internalError(opts, errs,
                    "cannot read compile_commands.json in `" + opts.buildDir +
                        "`: " + err);
      return InternalError;
    }
  }
  SmallString<256> cwd;
  sys::fs::current_path(cwd);
  Reporter reporter(opts, errs);
  bool parsed = true;
  for (const std::string &file : opts.files) {
    SmallString<256> abs(file);
    sys::fs::make_absolute(abs);
    std::vector<tooling::CompileCommand> cmds;
    if (db)
      cmds = db->getCompileCommands(abs);
    bool fromDb = !cmds.empty();
    if (!fromDb) {
      std::vector<std::string> line{RSGPU_CHECK_CLANG};
      for (std::string &a : defaultCompilerArgs())
        line.push_back(std::move(a));
      line.push_back(file);
      cmds.emplace_back(cwd.str(), file, std::move(line), "");
    }
    // One command per file is enough (several are the same TU built twice).
    parsed &= checkOne(cmds.front(), fromDb, opts, reporter, errs);
  }
  if (!parsed)
    return InternalError;
  return reporter.errorCount() ? UserErrors : Clean;
}

int checkBuffer(StringRef code, StringRef fileName,
                ArrayRef<std::string> compilerArgs,
                const FindingCallback &onFinding, raw_ostream &errs) {
  CheckOptions opts;
  opts.format = Format::Json; // compiler errors become RG0400 findings too
  Reporter reporter(opts, errs, &onFinding);
  SmallString<256> cwd;
  sys::fs::current_path(cwd);
  std::vector<std::string> line{RSGPU_CHECK_CLANG};
  if (compilerArgs.empty())
    for (std::string &a : defaultCompilerArgs())
      line.push_back(std::move(a));
  else
    line.insert(line.end(), compilerArgs.begin(), compilerArgs.end());
  line.push_back(fileName.str());
  tooling::CompileCommand cmd(cwd.str(), fileName, std::move(line), "");
  bool ok = checkOne(cmd, false, opts, reporter, errs,
                     code.empty() ? StringRef(" ") : code);
  if (!ok)
    return InternalError;
  return reporter.errorCount() ? UserErrors : Clean;
}

int check_main(ArrayRef<const char *> args, raw_ostream &errs) {
  CheckOptions opts;
  for (size_t i = 0; i < args.size(); ++i) {
    StringRef a = args[i];
    if (a == "--") {
      for (++i; i < args.size(); ++i)
        opts.extraArgs.push_back(args[i]);
      break;
    }
    if (a == "-h" || a == "--help") {
      usage(outs());
      return Clean;
    }
    if ((a == "-p" || a == "--build-path") && i + 1 < args.size()) {
      opts.buildDir = args[++i];
    } else if (a.consume_front("-p=") || a.consume_front("--build-path=")) {
      opts.buildDir = a.str();
    } else if (a == "--error-format" && i + 1 < args.size()) {
      a = args[++i];
      if (a != "json" && a != "human")
        return usage(errs), InternalError;
      opts.format = a == "json" ? Format::Json : Format::Human;
    } else if (a.consume_front("--error-format=")) {
      if (a != "json" && a != "human")
        return usage(errs), InternalError;
      opts.format = a == "json" ? Format::Json : Format::Human;
    } else if (a == "--deny-warnings") {
      opts.warningsAsErrors = true;
    } else if (a == "--color") {
      opts.color = true;
    } else if (a.starts_with("-") && a != "-") {
      errs << "rsgpu-check: unknown option `" << a << "`\n";
      usage(errs);
      return InternalError;
    } else {
      opts.files.push_back(a.str());
    }
  }
  if (opts.files.empty()) {
    usage(errs);
    return InternalError;
  }
  return runCheck(opts, errs);
}

} // namespace rsgpu::clangcheck
