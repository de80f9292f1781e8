#pragma once
// rsgpu::jit::compile: generated CUDA C++ (rsgpu-gen build --mode jit) ->
// PTX or cubin with NVRTC, through an on-disk cache. Host code only; needs no
// GPU (loading and launching: jit/module.hpp).
//
//   rsgpu::jit::Options o;
//   o.arch = "sm_90";                       // or jit::device_arch() on a GPU
//   auto c = rsgpu::jit::compile(source, {"rsgpu::jit::entry<saxpy, float, "
//       "rsgpu::Slice<const float>, rsgpu::SliceMut<float>>"}, o);
//   // c->image: cubin; c->lowered[0]: the entry's mangled name; c->from_cache
//
// Cache key: the source, the name expressions, every NVRTC option (include
// dirs, arch, output kind), the NVRTC version and a stamp (path, size, mtime)
// of the rsgpu headers, so editing a header or upgrading the toolkit misses.
// Entries carry a checksum; a corrupt or truncated entry counts as a miss
// (stats().corrupt) and is rewritten. Writes go through a temporary file and
// rename(), so concurrent processes never read half an entry.
// Cache directory: $RSGPU_JIT_CACHE_DIR, else $XDG_CACHE_HOME/rsgpu/jit, else
// $HOME/.cache/rsgpu/jit; RSGPU_JIT_CACHE=off disables it.
#include <nvrtc.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "../core/error.hpp"

#ifndef RSGPU_JIT_INCLUDE_DIR // set by the rsgpu::jit CMake target
#define RSGPU_JIT_INCLUDE_DIR ""
#endif
#ifndef RSGPU_JIT_CCCL_DIR
#define RSGPU_JIT_CCCL_DIR "/usr/local/cuda/include/cccl"
#endif
#ifndef RSGPU_JIT_CUDA_INCLUDE_DIR // the toolkit's: <cooperative_groups.h>
#define RSGPU_JIT_CUDA_INCLUDE_DIR "/usr/local/cuda/include"
#endif

namespace rsgpu::jit {

enum class Output { Ptx, Cubin };

struct Options {
  std::string arch = "sm_90"; ///< "sm_XY"; PTX is emitted for compute_XY
  Output output = Output::Cubin;
  /// rsgpu's and CCCL's include dirs come first (RSGPU_JIT_INCLUDE_DIR or
  /// $RSGPU_JIT_INCLUDE, RSGPU_JIT_CCCL_DIR); these are added after them.
  std::vector<std::string> include_dirs;
  std::vector<std::string> extra_options; ///< e.g. "-DNDEBUG", "-lineinfo"
  std::string cache_dir;                  ///< empty: the environment's
  bool use_cache = true;
};

struct Compiled {
  std::string image;                ///< PTX text or cubin bytes
  std::vector<std::string> lowered; ///< mangled names, one per name expression
  Output output = Output::Cubin;
  bool from_cache = false;
  std::string log; ///< NVRTC's log (empty for cache hits)

  // User-provided, so nvcc does not infer them __host__ __device__ (they are
  // used inside Result, whose members are) and warn about std::string's.
  Compiled() {}
  Compiled(const Compiled &) = default;
  Compiled(Compiled &&o) noexcept
      : image(std::move(o.image)), lowered(std::move(o.lowered)),
        output(o.output), from_cache(o.from_cache), log(std::move(o.log)) {}
  Compiled &operator=(const Compiled &) = default;
  ~Compiled() {}
};

/// Process-wide counters: tests observe hits and misses without timing.
struct Stats {
  std::atomic<unsigned> nvrtc_compiles{0}, cache_hits{0}, cache_misses{0},
      corrupt{0}, write_failures{0};
};
inline Stats &stats() {
  static Stats s;
  return s;
}

namespace detail {

// Two independent 64-bit FNV-1a streams: a 128-bit key, collisions negligible.
struct Hash {
  std::uint64_t a = 1469598103934665603ull, b = 0x9ae16a3b2f90404full;
  Hash &add(std::string_view s) {
    for (unsigned char c : s) {
      a = (a ^ c) * 1099511628211ull;
      b = (b ^ c) * 0x100000001b3ull + 0x9e3779b97f4a7c15ull;
    }
    char sep = '\x1f'; // field separator: ("ab","c") != ("a","bc")
    a = (a ^ std::uint8_t(sep)) * 1099511628211ull;
    return *this;
  }
  std::string hex() const {
    char buf[33];
    std::snprintf(buf, sizeof buf, "%016llx%016llx", (unsigned long long)a,
                  (unsigned long long)b);
    return buf;
  }
};

inline std::string env(const char *name) {
  const char *v = std::getenv(name);
  return v ? v : "";
}

inline std::string rsgpu_include_dir() {
  std::string e = env("RSGPU_JIT_INCLUDE");
  return e.empty() ? std::string(RSGPU_JIT_INCLUDE_DIR) : e;
}

/// (path, size, mtime) of every rsgpu header, hashed once per process.
inline std::string header_stamp(const std::string &include_dir) {
  static const std::string stamp = [&] {
    namespace fs = std::filesystem;
    Hash h;
    std::error_code ec;
    fs::path root = fs::path(include_dir) / "rsgpu";
    std::vector<std::string> lines;
    for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end;
         it.increment(ec)) {
      if (!it->is_regular_file(ec))
        continue;
      auto t = fs::last_write_time(it->path(), ec).time_since_epoch().count();
      lines.push_back(it->path().string() + " " +
                      std::to_string(it->file_size(ec)) + " " +
                      std::to_string(t));
    }
    std::sort(lines.begin(), lines.end()); // directory order is unspecified
    for (auto &l : lines)
      h.add(l);
    return h.hex();
  }();
  return stamp;
}

inline std::string cache_dir(const Options &o) {
  if (!o.cache_dir.empty())
    return o.cache_dir;
  std::string d = env("RSGPU_JIT_CACHE_DIR");
  if (!d.empty())
    return d;
  d = env("XDG_CACHE_HOME");
  if (!d.empty())
    return d + "/rsgpu/jit";
  d = env("HOME");
  if (!d.empty())
    return d + "/.cache/rsgpu/jit";
  return (std::filesystem::temp_directory_path() / "rsgpu-jit").string();
}

inline bool cache_enabled(const Options &o) {
  std::string e = env("RSGPU_JIT_CACHE");
  return o.use_cache && e != "off" && e != "0";
}

// NVRTC has no C++ standard library; rsgpu's device headers and the generated
// code use std:: names. These in-memory headers map them onto libcu++, which
// supports NVRTC.
inline const std::vector<std::pair<std::string, std::string>> &std_shims() {
  static const std::vector<std::pair<std::string, std::string>> shims = [] {
    std::vector<std::pair<std::string, std::string>> v;
    for (const char *h : {"cstddef", "cstdint", "type_traits", "utility",
                          "limits", "cmath", "array", "cstring", "climits"}) {
      std::string cu = h;
      if (cu == "cstring")
        cu = "cstddef"; // libcu++ has no <cstring>
      v.push_back({h, "#pragma once\n#include <cuda/std/" + cu +
                          ">\nnamespace std { using namespace cuda::std; }\n"});
    }
    return v;
  }();
  return shims;
}

// Entry file: magic, key, the name table, the image, then an FNV checksum of
// everything before it.
constexpr std::string_view kMagic = "RSGPU-JIT-CACHE 1\n";

inline std::string serialize(const std::string &key, const Compiled &c) {
  std::ostringstream os;
  os << kMagic << key << "\n"
     << (c.output == Output::Ptx ? "ptx" : "cubin") << " " << c.lowered.size()
     << " " << c.image.size() << "\n";
  for (auto &l : c.lowered)
    os << l << "\n";
  os << c.image;
  std::string body = os.str();
  return body + Hash().add(body).hex();
}

inline bool deserialize(const std::string &data, const std::string &key,
                        Compiled &out) {
  if (data.size() < 32 + kMagic.size())
    return false;
  std::string body = data.substr(0, data.size() - 32);
  if (Hash().add(body).hex() != data.substr(data.size() - 32))
    return false;
  std::istringstream is(body);
  std::string magic, k, kind;
  std::size_t n = 0, size = 0;
  if (!std::getline(is, magic) || magic + "\n" != kMagic)
    return false;
  if (!std::getline(is, k) || k != key)
    return false;
  if (!(is >> kind >> n >> size) || is.get() != '\n')
    return false;
  out.lowered.assign(n, "");
  for (auto &l : out.lowered)
    if (!std::getline(is, l))
      return false;
  out.image.assign(size, '\0');
  if (!is.read(out.image.data(), std::streamsize(size)))
    return false;
  out.output = kind == "ptx" ? Output::Ptx : Output::Cubin;
  return is.peek() == std::char_traits<char>::eof();
}

inline Result<void> nvrtc_check(nvrtcResult r, const char *what,
                                const std::string &log = {}) {
  if (r == NVRTC_SUCCESS)
    return {};
  return err(ErrorKind::Cuda,
             std::string(what) + ": " + nvrtcGetErrorString(r) +
                 (log.empty() ? "" : "\n" + log),
             "nvrtc");
}

inline std::string nvrtc_version() {
  int major = 0, minor = 0;
  nvrtcVersion(&major, &minor);
  return std::to_string(major) + "." + std::to_string(minor);
}

inline std::vector<std::string> nvrtc_options(const Options &o) {
  std::string arch = o.arch;
  if (o.output == Output::Ptx && arch.rfind("sm_", 0) == 0)
    arch = "compute_" + arch.substr(3);
  // Rust's float semantics (docs/float-semantics.md): NVRTC contracts
  // a * b + c into an FMA by default; the other three are its defaults,
  // stated so the cache key names them. extra_options come last and can
  // override them (on the caller's responsibility).
  std::vector<std::string> v = {"-std=c++17",      "--gpu-architecture=" + arch,
                                "-default-device", "--fmad=false",
                                "--prec-div=true", "--prec-sqrt=true",
                                "--ftz=false",
                                // Rust's u128/i128 (rsgpu/rust/ops.hpp):
                                // NVRTC knows `__int128` only with this
                                "-device-int128"};
  std::string inc = rsgpu_include_dir();
  if (!inc.empty())
    v.push_back("-I" + inc);
  v.push_back("-I" + std::string(RSGPU_JIT_CCCL_DIR));
  // After CCCL's: cooperative_groups (warps, tiles, clusters), which NVRTC
  // compiles from the toolkit's headers.
  v.push_back("-I" + std::string(RSGPU_JIT_CUDA_INCLUDE_DIR));
  for (auto &d : o.include_dirs)
    v.push_back("-I" + d);
  for (auto &x : o.extra_options)
    v.push_back(x);
  return v;
}

inline Result<Compiled> run_nvrtc(std::string_view source,
                                  const std::vector<std::string> &names,
                                  const std::vector<std::string> &opts,
                                  Output output) {
  stats().nvrtc_compiles++;
  std::vector<const char *> hdr_src, hdr_names;
  for (auto &[name, text] : std_shims()) {
    hdr_names.push_back(name.c_str());
    hdr_src.push_back(text.c_str());
  }
  std::string src(source);
  nvrtcProgram prog;
  RSGPU_TRY(nvrtc_check(nvrtcCreateProgram(&prog, src.c_str(), "rsgpu_jit.cu",
                                           int(hdr_src.size()), hdr_src.data(),
                                           hdr_names.data()),
                        "nvrtcCreateProgram"));
  struct Destroy {
    nvrtcProgram *p;
    ~Destroy() { nvrtcDestroyProgram(p); }
  } destroy{&prog};
  for (auto &n : names)
    RSGPU_TRY(nvrtc_check(nvrtcAddNameExpression(prog, n.c_str()),
                          "nvrtcAddNameExpression"));
  std::vector<const char *> argv;
  for (auto &o : opts)
    argv.push_back(o.c_str());
  nvrtcResult rc = nvrtcCompileProgram(prog, int(argv.size()), argv.data());
  Compiled c;
  c.output = output;
  std::size_t log_size = 0;
  if (nvrtcGetProgramLogSize(prog, &log_size) == NVRTC_SUCCESS &&
      log_size > 1) {
    c.log.assign(log_size, '\0');
    nvrtcGetProgramLog(prog, c.log.data());
    c.log.resize(log_size - 1);
  }
  RSGPU_TRY(nvrtc_check(rc, "nvrtcCompileProgram", c.log));
  for (auto &n : names) {
    const char *lowered = nullptr;
    RSGPU_TRY(nvrtc_check(nvrtcGetLoweredName(prog, n.c_str(), &lowered),
                          "nvrtcGetLoweredName"));
    c.lowered.emplace_back(lowered);
  }
  std::size_t size = 0;
  if (output == Output::Ptx) {
    RSGPU_TRY(nvrtc_check(nvrtcGetPTXSize(prog, &size), "nvrtcGetPTXSize"));
    c.image.assign(size, '\0');
    RSGPU_TRY(nvrtc_check(nvrtcGetPTX(prog, c.image.data()), "nvrtcGetPTX"));
  } else {
    RSGPU_TRY(nvrtc_check(nvrtcGetCUBINSize(prog, &size), "nvrtcGetCUBINSize"));
    c.image.assign(size, '\0');
    RSGPU_TRY(
        nvrtc_check(nvrtcGetCUBIN(prog, c.image.data()), "nvrtcGetCUBIN"));
  }
  return c;
}

inline std::string read_file(const std::filesystem::path &p, bool &ok) {
  std::ifstream in(p, std::ios::binary);
  ok = bool(in);
  return ok ? std::string(std::istreambuf_iterator<char>(in), {}) : "";
}

} // namespace detail

/// The cache entry's path for these inputs (tests corrupt it on purpose).
inline std::string cache_path(std::string_view source,
                              const std::vector<std::string> &name_expressions,
                              const Options &o) {
  detail::Hash h;
  h.add(source).add(detail::nvrtc_version());
  h.add(detail::header_stamp(detail::rsgpu_include_dir()));
  h.add(o.output == Output::Ptx ? "ptx" : "cubin");
  for (auto &n : name_expressions)
    h.add(n);
  for (auto &x : detail::nvrtc_options(o))
    h.add(x);
  return detail::cache_dir(o) + "/" + h.hex() + ".rsjit";
}

/// Compile `source` for `o.arch`; `name_expressions` name the __global__
/// entries whose mangled names the caller needs (Compiled::lowered).
[[nodiscard]] inline Result<Compiled>
compile(std::string_view source,
        const std::vector<std::string> &name_expressions,
        const Options &o = {}) {
  namespace fs = std::filesystem;
  std::vector<std::string> opts = detail::nvrtc_options(o);
  if (!detail::cache_enabled(o))
    return detail::run_nvrtc(source, name_expressions, opts, o.output);
  fs::path path = cache_path(source, name_expressions, o);
  std::string key = path.stem().string();
  bool ok = false;
  std::string data = detail::read_file(path, ok);
  if (ok) {
    Compiled c;
    if (detail::deserialize(data, key, c) &&
        c.lowered.size() == name_expressions.size()) {
      stats().cache_hits++;
      c.from_cache = true;
      return c;
    }
    stats().corrupt++; // recompiled and overwritten below
  }
  stats().cache_misses++;
  auto c = detail::run_nvrtc(source, name_expressions, opts, o.output);
  if (!c)
    return c;
  // A cache that cannot be written only costs time: compile anyway.
  std::error_code ec;
  fs::create_directories(path.parent_path(), ec);
  fs::path tmp = path;
  tmp +=
      ".tmp" + std::to_string(
                   std::chrono::steady_clock::now().time_since_epoch().count());
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out << detail::serialize(key, *c);
    ok = bool(out);
  }
  if (!ok || (fs::rename(tmp, path, ec), ec)) {
    fs::remove(tmp, ec);
    stats().write_failures++;
  }
  return c;
}

} // namespace rsgpu::jit
