//===- Build.cpp - `rsgpu-gen build` --------------------------------------===//
//
// One command from a Rust kernel file to the artifacts of a workflow:
//   .rs  -> rustc --emit=mir (recommended flags) -> .mir
//   .mir -> translate (parse, IR, analyses, emit) -> STEM.hpp
//   then per --mode (docs/workflows.md):
//     host: STEM.hpp only (a C++ header for the emulator; no nvcc)
//     jit:  STEM.kernels.cu (self-contained, with C-linkage entries) +
//           STEM.manifest, what rsgpu::jit compiles with NVRTC
//     aot:  + nvcc: STEM.sm_XY.ptx, STEM.sm_XY.cubin per arch, STEM.fatbin
//     rdc:  + nvcc -dc: STEM.rdc.o (SASS, for nvcc -dlink), STEM.lto.o
//           (LTO-IR, for nvcc -dlto) and STEM.device.hpp (rsgpu_device_K)
// External tools run through llvm::sys::ExecuteAndWait, never a shell.
// Errors: RG0310 usage, RG0311 tool not found, RG0312 tool failed, RG0313
// rsgpu rlib not found, RG0314 cannot write; exit code 1.
//
//===----------------------------------------------------------------------===//
#include "driver/Build.h"
#include "driver/Artifacts.h"
#include "driver/Pipeline.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"

using namespace llvm;

namespace rsgpu::driver {
cl::SubCommand buildCmd("build", "Build a Rust kernel file (.rs or .mir) for a "
                                 "workflow: aot, jit, rdc or host");
}

namespace {
using namespace rsgpu;
enum class Mode { Aot, Jit, Rdc, Host };
cl::opt<std::string> input(cl::Positional, cl::desc("<kernels.rs|kernels.mir>"),
                           cl::Required, cl::sub(driver::buildCmd));
cl::opt<Mode> mode(
    "mode", cl::desc("Workflow"), cl::Required,
    cl::values(clEnumValN(Mode::Aot, "aot", "PTX, cubin, fatbin + header"),
               clEnumValN(Mode::Jit, "jit", "source + manifest for rsgpu::jit"),
               clEnumValN(Mode::Rdc, "rdc",
                          "relocatable objects (-dlink, -dlto)"),
               clEnumValN(Mode::Host, "host", "C++ header for the emulator")),
    cl::sub(driver::buildCmd));
cl::opt<std::string> archList("arch", cl::desc("GPU architectures (aot, rdc)"),
                              cl::init("sm_90"), cl::value_desc("sm_80,sm_90"),
                              cl::sub(driver::buildCmd));
cl::opt<std::string> outDir("o", cl::desc("Output directory"), cl::Required,
                            cl::value_desc("dir"), cl::sub(driver::buildCmd));
cl::opt<std::string> rlib("rsgpu-rlib",
                          cl::desc("The rsgpu bindings rlib for .rs input "
                                   "(default: $RSGPU_RLIB)"),
                          cl::value_desc("librsgpu.rlib"),
                          cl::sub(driver::buildCmd));
cl::opt<std::string> rustcPath("rustc",
                               cl::desc("rustc (default: $RUSTC, then PATH)"),
                               cl::sub(driver::buildCmd));
cl::opt<std::string>
    nvccPath("nvcc",
             cl::desc("nvcc (default: $NVCC, PATH, /usr/local/cuda/bin)"),
             cl::sub(driver::buildCmd));
cl::opt<unsigned> optLevel("opt-level",
                           cl::desc("rustc -C opt-level (default 3)"),
                           cl::init(3), cl::sub(driver::buildCmd));
cl::list<std::string>
    includeDirs("I", cl::desc("Include directory for nvcc (rsgpu's)"),
                cl::Prefix, cl::sub(driver::buildCmd));

struct Ctx {
  DiagEngine &diags;
  std::string stem;
  SmallString<256> path(StringRef suffix) const {
    SmallString<256> p(outDir);
    sys::path::append(p, stem + suffix.str());
    return p;
  }
};

bool writeFile(Ctx &c, StringRef path, StringRef text) {
  std::error_code ec;
  raw_fd_ostream os(path, ec, sys::fs::OF_Text);
  if (!ec) {
    os << text;
    os.close();
    ec = os.error();
  }
  if (ec)
    c.diags.error("RG0314", "cannot write `" + path + "`: " + ec.message());
  return !ec;
}

/// Finds a tool: the option, else the environment variable, else PATH, else
/// the `extra` directories.
std::optional<std::string> findTool(Ctx &c, StringRef opt, const char *envVar,
                                    StringRef name,
                                    ArrayRef<StringRef> extra = {}) {
  std::string given = opt.str();
  if (given.empty())
    if (auto e = sys::Process::GetEnv(envVar))
      given = *e;
  if (!given.empty()) {
    if (sys::fs::can_execute(given))
      return given;
    c.diags.error("RG0311",
                  name + " not found: `" + given + "` is not executable",
                  {("from --" + name + " or $" + envVar).str()});
    return std::nullopt;
  }
  if (auto p = sys::findProgramByName(name))
    return *p;
  if (auto p = sys::findProgramByName(name, extra); p && !extra.empty())
    return *p;
  c.diags.error("RG0311", name + " not found in PATH",
                {("pass --" + name + "=PATH or set $" + envVar).str()});
  return std::nullopt;
}

/// Runs `argv`; on failure reports RG0312 with the tool's output.
bool runTool(Ctx &c, StringRef tool, std::vector<std::string> argv) {
  SmallString<128> log;
  sys::fs::createTemporaryFile("rsgpu-gen-build", "log", log);
  std::vector<StringRef> args;
  for (auto &a : argv)
    args.push_back(a);
  std::optional<StringRef> redirects[] = {std::nullopt, log.str(), log.str()};
  std::string errMsg;
  int rc = sys::ExecuteAndWait(argv[0], args, std::nullopt, redirects, 0, 0,
                               &errMsg);
  std::string out;
  if (auto buf = MemoryBuffer::getFile(log))
    out = (*buf)->getBuffer().str();
  sys::fs::remove(log);
  if (rc == 0)
    return true;
  std::string cmd = join(argv, " ");
  c.diags.error(
      "RG0312",
      tool + " failed (" +
          (rc < 0 ? errMsg : "exit code " + std::to_string(rc)) + ")",
      {"command: " + cmd, "output:\n" + StringRef(out).rtrim().str()});
  return false;
}

/// rustc --emit=mir with the flags rsgpu-gen expects (docs/workflows.md),
/// at --opt-level unless `level` says otherwise.
bool runRustc(Ctx &c, StringRef mirOut, std::optional<unsigned> level = {}) {
  std::string lib = rlib;
  if (lib.empty())
    if (auto e = sys::Process::GetEnv("RSGPU_RLIB"))
      lib = *e;
  if (lib.empty() || !sys::fs::exists(lib)) {
    c.diags.error(
        "RG0313",
        lib.empty() ? Twine("the rsgpu bindings rlib is needed to compile `") +
                          input + "`"
                    : Twine("rsgpu rlib `") + lib + "` does not exist",
        {"pass --rsgpu-rlib=PATH/librsgpu.rlib or set RSGPU_RLIB; build it "
         "with "
         "`rustc --crate-type=rlib --crate-name rsgpu --edition 2021 -C "
         "opt-level=2 bindings/rust/src/lib.rs`"});
    return false;
  }
  auto rustc = findTool(c, rustcPath, "RUSTC", "rustc");
  if (!rustc)
    return false;
  // A bare file name has no parent: rustc refuses an empty -L.
  StringRef libDir = sys::path::parent_path(lib);
  return runTool(c, "rustc",
                 {*rustc, "--emit=mir", "--crate-type=lib", "--edition", "2021",
                  "-C", "opt-level=" + std::to_string(level.value_or(optLevel)),
                  "--extern",
                  "rsgpu=" + lib, "-L",
                  libDir.empty() ? std::string(".") : std::string(libDir),
                  input, "-o", mirOut.str()});
}

/// The pipeline, as `translate` runs it: the emitted module, or nullopt
/// (exit code in `rc`) after diagnostics.
std::optional<emit::EmittedModule> translate(Ctx &c, StringRef mirPath,
                                             int &rc) {
  driver::PipelineResult r;
  rc = driver::runPipeline(mirPath, c.diags, driver::PipelineOptions{}, r);
  if (rc)
    return std::nullopt;
  return std::move(r.emitted);
}

/// Whether every error of `d` is the folded-NaN refusal (ir/BuildValues.cpp).
bool onlyFoldedNaN(const DiagEngine &d) {
  bool any = false;
  for (const Diagnostic &x : d.all())
    if (x.severity == Severity::Error) {
      if (x.code != "RG0102" ||
          !StringRef(x.message).starts_with("a NaN constant folded by rustc"))
        return false;
      any = true;
    }
  return any;
}

/// translate() of the MIR rustc printed at --opt-level; where that MIR is
/// refused only for NaN constants rustc folded (their sign and payload are
/// not in it: `signum` at opt-level 3), the MIR of opt-level 0, which names
/// each constant, with a warning saying so. Any other refusal is reported
/// as it is.
std::optional<emit::EmittedModule> translateOrOptLevel0(Ctx &c,
                                                        StringRef mirPath,
                                                        int &rc) {
  SourceMgr quietSm;
  std::string held;
  raw_string_ostream heldOs(held);
  DiagEngine quiet(quietSm, heldOs, c.diags.diagFormat());
  driver::PipelineResult r;
  rc = driver::runPipeline(mirPath, quiet, driver::PipelineOptions{}, r);
  if (rc == 0 || !onlyFoldedNaN(quiet)) {
    // The diagnostics (warnings too) as the one pass would have printed them.
    errs() << heldOs.str();
    if (rc == 0)
      return std::move(r.emitted);
    return std::nullopt;
  }
  c.diags.warning(
      SMLoc(), "RG0102",
      "the MIR of opt-level " + std::to_string(optLevel) +
          " holds a NaN constant rustc folded (its sign and payload are not "
          "in the MIR): translating the MIR of opt-level 0 instead",
      {"rustc's opt-level-0 MIR names each constant (`f32::NAN`, "
       "`Neg(..)`, `from_bits(..)`); nvcc still optimises the kernel"});
  std::string mir0 = c.path(".O0.mir").str().str();
  if (!runRustc(c, mir0, 0)) {
    rc = 1;
    return std::nullopt;
  }
  return translate(c, mir0, rc);
}

std::optional<std::vector<std::string>> parseArchs(Ctx &c) {
  std::vector<std::string> out;
  SmallVector<StringRef> parts;
  StringRef(archList).split(parts, ',', -1, false);
  for (StringRef a : parts) {
    a = a.trim();
    if (!a.consume_front("sm_"))
      a.consume_front("compute_");
    unsigned n = 0;
    if (a.getAsInteger(10, n) || n < 50 || n > 999) {
      c.diags.error(
          "RG0310", "bad --arch `" + archList + "`",
          {"expected a comma-separated list like sm_80,sm_90 (or 80,90)"});
      return std::nullopt;
    }
    out.push_back(std::to_string(n));
  }
  if (out.empty()) {
    c.diags.error("RG0310", "--arch is empty", {"e.g. --arch sm_90"});
    return std::nullopt;
  }
  return out;
}

/// rsgpu's headers: -I, else next to the executable (an install:
/// bin/../include), else the source tree rsgpu-gen was built from.
std::string rsgpuInclude() {
  std::string exe = sys::fs::getMainExecutable(nullptr, (void *)&rsgpuInclude);
  SmallString<256> p(sys::path::parent_path(sys::path::parent_path(exe)));
  sys::path::append(p, "include");
  SmallString<256> probe(p);
  sys::path::append(probe, "rsgpu", "rsgpu.hpp");
  if (sys::fs::exists(probe))
    return std::string(p);
#ifdef RSGPU_SOURCE_INCLUDE_DIR
  return RSGPU_SOURCE_INCLUDE_DIR;
#else
  return "";
#endif
}

/// Rust's float semantics on the device (docs/float-semantics.md): no
/// contraction of `a * b + c` into an FMA (only `mul_add`/`fmaf` fuse),
/// IEEE-rounded division and square root, subnormals kept. nvcc contracts by
/// default; the other three are its defaults, stated so the command line
/// shows the whole promise (tests/gpu/ptx_float_semantics.sh checks the PTX).
std::vector<std::string> floatSemanticsFlags() {
  return {"--fmad=false", "-prec-div=true", "-prec-sqrt=true", "-ftz=false"};
}

std::vector<std::string> nvccBase(StringRef nvcc) {
  std::vector<std::string> v = {nvcc.str(), "-std=c++17", "-x", "cu",
                                "--expt-relaxed-constexpr"};
  for (auto &f : floatSemanticsFlags())
    v.push_back(f);
  for (auto &d : includeDirs)
    v.push_back("-I" + d);
  if (std::string inc = rsgpuInclude(); !inc.empty())
    v.push_back("-I" + inc);
  return v;
}

/// One nvcc run makes the fatbin; with -keep it leaves each arch's PTX and
/// cubin behind, which are renamed into place (one front-end pass per arch
/// instead of three). Should a toolkit name its kept files differently, the
/// missing ones are compiled separately.
bool buildAot(Ctx &c, StringRef nvcc, ArrayRef<std::string> archs,
              StringRef src) {
  SmallString<256> keep(outDir);
  sys::path::append(keep, ".keep-" + c.stem);
  sys::fs::remove_directories(keep);
  if (std::error_code ec = sys::fs::create_directories(keep)) {
    c.diags.error("RG0314", "cannot create `" + keep + "`: " + ec.message());
    return false;
  }
  std::vector<std::string> fatbin = nvccBase(nvcc);
  for (const std::string &a : archs) // SASS + PTX, so newer GPUs can JIT it
    fatbin.push_back("-gencode=arch=compute_" + a + ",code=[sm_" + a +
                     ",compute_" + a + "]");
  fatbin.insert(fatbin.end(),
                {"-fatbin", src.str(), "-o", c.path(".fatbin").str().str(),
                 "-keep", "-keep-dir", keep.str().str()});
  bool ok = runTool(c, "nvcc", fatbin);
  std::string base = sys::path::stem(src).str(); // STEM.kernels
  for (const std::string &a : archs) {
    if (!ok)
      break;
    // nvcc 13 names them STEM.kernels.compute_XY.ptx with several archs and
    // STEM.kernels.ptx with one.
    std::string one = archs.size() == 1 ? "" : ".compute_" + a;
    std::pair<std::string, std::string> files[] = {
        {base + one + ".ptx", ".sm_" + a + ".ptx"},
        {base + one + ".sm_" + a + ".cubin", ".sm_" + a + ".cubin"}};
    for (auto &[kept, suffix] : files) {
      SmallString<256> from(keep);
      sys::path::append(from, kept);
      if (!sys::fs::rename(from, c.path(suffix)))
        continue;
      auto cmd = nvccBase(nvcc);
      cmd.insert(cmd.end(),
                 {"-arch=sm_" + a, suffix.ends_with(".ptx") ? "-ptx" : "-cubin",
                  src.str(), "-o", c.path(suffix).str().str()});
      ok = ok && runTool(c, "nvcc", cmd);
    }
  }
  sys::fs::remove_directories(keep);
  return ok;
}

bool buildRdc(Ctx &c, StringRef nvcc, ArrayRef<std::string> archs,
              StringRef src) {
  auto rdc = nvccBase(nvcc), lto = nvccBase(nvcc);
  for (const std::string &a : archs) {
    rdc.push_back("-gencode=arch=compute_" + a + ",code=sm_" + a);
    lto.push_back("-gencode=arch=compute_" + a + ",code=lto_" + a);
  }
  rdc.insert(rdc.end(), {"-dc", src.str(), "-o", c.path(".rdc.o").str().str()});
  lto.insert(lto.end(), {"-dc", src.str(), "-o", c.path(".lto.o").str().str()});
  return runTool(c, "nvcc", rdc) && runTool(c, "nvcc", lto);
}
} // namespace

int rsgpu::driver::runBuild(DiagFormat format) {
  SourceMgr sm;
  DiagEngine diags(sm, errs(), format, /*color=*/true);
  StringRef ext = sys::path::extension(input);
  Ctx c{diags, sys::path::stem(input).str()};
  if (ext != ".rs" && ext != ".mir") {
    diags.error("RG0310", "`" + input + "`: expected a .rs or .mir file");
    return 1;
  }
  std::optional<std::vector<std::string>> archs;
  if (mode == Mode::Aot || mode == Mode::Rdc)
    if (!(archs = parseArchs(c)))
      return 1;
  if (std::error_code ec = sys::fs::create_directories(outDir)) {
    diags.error("RG0314", "cannot create `" + outDir + "`: " + ec.message());
    return 1;
  }
  // Find nvcc before the (slower) front half, so a missing one fails fast.
  std::optional<std::string> nvcc;
  if (mode == Mode::Aot || mode == Mode::Rdc)
    if (!(nvcc =
              findTool(c, nvccPath, "NVCC", "nvcc", {"/usr/local/cuda/bin"})))
      return 1;

  std::string mirPath = input;
  if (ext == ".rs") {
    mirPath = c.path(".mir").str().str();
    if (!runRustc(c, mirPath))
      return 1;
  }
  int rc = 0;
  std::optional<emit::EmittedModule> cu =
      ext == ".rs" && optLevel > 0 ? translateOrOptLevel0(c, mirPath, rc)
                                   : translate(c, mirPath, rc);
  if (!cu)
    return rc;
  if (!writeFile(c, c.path(".hpp"), cu->code))
    return 1;
  if (mode == Mode::Host)
    return 0;

  // The kernels and device functions as the emitter declared them.
  const auto &kernels = cu->kernels;
  const auto &fns = cu->deviceFns;
  std::string kernelsCu = c.path(".kernels.cu").str().str();
  if (!writeFile(c, kernelsCu,
                 cu->code + entryPoints(kernels, mode == Mode::Rdc, fns)) ||
      !writeFile(c, c.path(".manifest"),
                 manifest(kernels, sys::path::filename(kernelsCu))))
    return 1;
  if (mode == Mode::Jit)
    return 0;
  if (mode == Mode::Aot)
    return buildAot(c, *nvcc, *archs, kernelsCu) ? 0 : 1;
  if (!writeFile(c, c.path(".device.hpp"), deviceHeader(kernels, fns, c.stem)))
    return 1;
  return buildRdc(c, *nvcc, *archs, kernelsCu) ? 0 : 1;
}
