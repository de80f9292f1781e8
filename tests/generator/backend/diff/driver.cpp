// Emulator side of rsgpu-gen's differential tests (docs/generator/e2e.md).
//
//   rsgpu_diff_O<n> KERNEL INPUTS.bin EXPECTED.bin [--checks]
//
// Replays every launch the Rust reference recorded in INPUTS.bin through the
// generated host stub of the kernel that launch named (launch_K; KERNEL names
// the test) on the host emulator, then compares each buffer argument, byte
// for byte, with the reference's EXPECTED.bin. A launch of a kernel the
// driver does not have fails. The stub's parameter types say how to read each
// argument (a scalar, or a Borrow/BorrowMut of T), so one template serves
// every kernel: the list of kernels comes from diff_kernels.inc, written by
// tests/generator/backend/diff/CMakeLists.txt (one kernel per file) and by
// tests/generator/coverage/run.sh (every kernel of the file's .cu).
#include "diff_kernels.inc" // #include "NAME.cu" for every kernel

#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#if RSGPU_BACKEND_CUDA
// The generated launch stubs are host-only (`#if !defined(__CUDA_ARCH__)`),
// so nvcc's device pass never sees rsgpu::launch instantiate a kernel's
// entry; naming each entry here, outside that guard, makes nvcc emit its
// device code.
template <class K, class T, class... V>
constexpr auto entry_of(void (K::*)(T, V...) const) {
  return &rsgpu::detail::rsgpu_entry<K, V...>;
}
// rsgpu::launch runs K's proven variant where its predicate holds: its entry
// too (a GPU run without it fails with cudaErrorInvalidDeviceFunction).
template <class K> void rsgpu_diff_keep() {
  (void)entry_of(&K::operator());
  if constexpr (rsgpu::detail::has_proven_variant<K>::value)
    rsgpu_diff_keep<typename K::rsgpu_proven_variant>();
}
#define RSGPU_DIFF_KERNEL(K)                                                   \
  [[maybe_unused]] void rsgpu_diff_keep_##K() { rsgpu_diff_keep<K>(); }
#include "diff_kernels.inc"
#undef RSGPU_DIFF_KERNEL
#endif

#if !defined(__CUDA_ARCH__)
namespace {
using Bytes = std::vector<unsigned char>;

// ---- the reference's files (format: rt/diff.rs) -----------------------------
constexpr char kFileMagic[8] = {'R', 'S', 'G', 'P', 'U', 'D', 'F', '1'};
constexpr std::uint32_t kCaseMagic = 0xCA5E0002u; // a case: kernel, label, ...

struct Reader {
  Bytes data;
  std::size_t pos = 0;
  std::string path;
  bool ok = true;

  bool open(const std::string &p) {
    path = p;
    std::ifstream f(p, std::ios::binary);
    if (!f)
      return false;
    data.assign(std::istreambuf_iterator<char>(f), {});
    return true;
  }
  bool take(void *out, std::size_t n) {
    if (!ok || data.size() - pos < n)
      return ok = false;
    std::memcpy(out, data.data() + pos, n);
    pos += n;
    return true;
  }
  std::uint32_t u32() {
    std::uint32_t v = 0;
    take(&v, 4);
    return v;
  }
  Bytes blob() {
    std::uint64_t n = 0;
    take(&n, 8);
    if (!ok || data.size() - pos < n) {
      ok = false;
      return {};
    }
    Bytes b(data.begin() + pos, data.begin() + pos + n);
    pos += n;
    return b;
  }
  std::uint32_t header() {
    char m[8];
    if (!take(m, 8) || std::memcmp(m, kFileMagic, 8) != 0)
      ok = false;
    return u32();
  }
};

struct RecordedArg {
  bool buffer;
  Bytes bytes;
};

// ---- one holder per launch-stub parameter type ------------------------------
rsgpu::Stream *g_stream;

template <class T> std::string show(const T &v) {
  char s[64];
  if constexpr (std::is_floating_point_v<T>) {
    std::uint64_t bits = 0;
    std::memcpy(&bits, &v, sizeof v);
    std::snprintf(s, sizeof s, "%.9g (0x%0*" PRIx64 ")", double(v),
                  int(2 * sizeof v), bits);
  } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
    std::snprintf(s, sizeof s, "%lld", (long long)v);
  } else if constexpr (std::is_integral_v<T>) {
    std::snprintf(s, sizeof s, "%llu", (unsigned long long)v);
  } else { // a struct: its bytes
    std::string out = "0x";
    const auto *p = reinterpret_cast<const unsigned char *>(&v);
    for (std::size_t i = 0; i < sizeof v; ++i) {
      std::snprintf(s, sizeof s, "%02x", p[i]);
      out += s;
    }
    return out;
  }
  return s;
}

/// RSGPU_DIFF_MAX_ULP, 0 (bit-exact) when unset.
inline unsigned long long max_ulp() {
  static const unsigned long long m = [] {
    const char *e = std::getenv("RSGPU_DIFF_MAX_ULP");
    return e ? std::strtoull(e, nullptr, 10) : 0ull;
  }();
  return m;
}
/// Units in the last place between two finite floats of the same sign; NaNs
/// and different signs are infinitely far apart.
template <class T> unsigned long long ulp_distance(T a, T b) {
  using U = std::conditional_t<sizeof(T) == 4, std::uint32_t, std::uint64_t>;
  if (a != a || b != b || std::signbit(a) != std::signbit(b))
    return ~0ull;
  U ua, ub;
  std::memcpy(&ua, &a, sizeof(T));
  std::memcpy(&ub, &b, sizeof(T));
  return ua > ub ? ua - ub : ub - ua;
}

/// A by-value parameter.
template <class A> struct Holder {
  static constexpr bool buffer = false;
  A value{};
  std::string load(const RecordedArg &r) {
    if (r.buffer)
      return "the reference passed a buffer, launch stub takes a scalar";
    if (r.bytes.size() != sizeof(A))
      return "scalar of " + std::to_string(r.bytes.size()) +
             " bytes, C++ type has " + std::to_string(sizeof(A));
    std::memcpy(&value, r.bytes.data(), sizeof(A));
    return "";
  }
  A arg() { return value; }
  std::string compare(const Bytes &) { return ""; }
};

/// How a buffer parameter's borrow is made from its DeviceBuffer.
struct AsShared {
  template <class B> auto operator()(B &b) const { return b.borrow(); }
};
struct AsMut {
  template <class B> auto operator()(B &b) const { return b.borrow_mut(); }
};
template <class S> struct AsAtomic {
  template <class B> auto operator()(B &b) const {
    return rsgpu::atomic<S>(b.borrow_mut());
  }
};

/// A buffer parameter: Borrow<T> (Rust `&[T]`), BorrowMut<T> (`&mut [T]`) or
/// BorrowAtomic<T, S> (`&[Atomic<T>]`, `&Atomic<T>`).
template <class T, class Lend> struct BufferHolder {
  static constexpr bool buffer = true;
  std::optional<rsgpu::DeviceBuffer<T>> dev;
  std::size_t n = 0;
  std::string load(const RecordedArg &r) {
    if (!r.buffer)
      return "the reference passed a scalar, launch stub takes a buffer";
    if (r.bytes.size() % sizeof(T) != 0)
      return std::to_string(r.bytes.size()) + " bytes is no whole number of " +
             std::to_string(sizeof(T)) + "-byte elements";
    n = r.bytes.size() / sizeof(T);
    std::vector<T> host(n);
    if (n)
      std::memcpy(static_cast<void *>(host.data()), r.bytes.data(),
                  r.bytes.size());
    auto b = rsgpu::DeviceBuffer<T>::from_host(*g_stream, host);
    if (!b)
      return "upload: " + b.error().to_string();
    dev.emplace(std::move(*b));
    return "";
  }
  auto arg() { return Lend{}(*dev); }
  /// "" when the buffer equals the reference's, else what differs.
  std::string compare(const Bytes &want) {
    std::vector<T> got(n);
    if (auto c = dev->copy_to_host(got); !c)
      return c.error().to_string();
    if (want.size() != n * sizeof(T))
      return "reference has " + std::to_string(want.size()) +
             " bytes, emulator " + std::to_string(n * sizeof(T));
    std::size_t bad = 0;
    std::string first;
    for (std::size_t i = 0; i < n; ++i) {
      if (std::memcmp(&got[i], want.data() + i * sizeof(T), sizeof(T)) == 0)
        continue;
      if constexpr (std::is_floating_point_v<T>) {
        // RSGPU_DIFF_MAX_ULP (GPU runs of kernels calling transcendental
        // functions: CUDA's expf/sinf/... are not glibc's): float elements
        // may differ by that many units in the last place, same sign.
        T w;
        std::memcpy(static_cast<void *>(&w), want.data() + i * sizeof(T),
                    sizeof(T));
        if (ulp_distance(got[i], w) <= max_ulp())
          continue;
      }
      if (++bad <= 3) {
        T w;
        std::memcpy(static_cast<void *>(&w), want.data() + i * sizeof(T),
                    sizeof(T));
        first += "\n    [" + std::to_string(i) + "] emulator " + show(got[i]) +
                 ", rustc " + show(w);
      }
    }
    if (!bad)
      return "";
    return std::to_string(bad) + " of " + std::to_string(n) +
           " elements differ:" + first;
  }
};
template <class T>
struct Holder<rsgpu::Borrow<T>> : BufferHolder<T, AsShared> {};
template <class T>
struct Holder<rsgpu::BorrowMut<T>> : BufferHolder<T, AsMut> {};
template <class T, class S>
struct Holder<rsgpu::BorrowAtomic<T, S>> : BufferHolder<T, AsAtomic<S>> {};
/// AtomicArrayBorrow<N, T, S> (`&[Atomic<T>; N]`): rsgpu::atomic_array<N>.
template <std::size_t N, class S> struct AsAtomicArray {
  template <class B> auto operator()(B &b) const {
    return rsgpu::atomic_array<N, S>(b.borrow_mut());
  }
};
template <std::size_t N, class T, class S>
struct Holder<rsgpu::AtomicArrayBorrow<N, T, S>>
    : BufferHolder<T, AsAtomicArray<N, S>> {};

// ---- replay ----------------------------------------------------------------
/// One recorded launch: the kernel the reference launched, its label, shape,
/// arguments, and the buffers the reference ended with.
struct Case {
  std::string kernel, name;
  rsgpu::LaunchConfig cfg;
  std::vector<RecordedArg> args;
  std::vector<Bytes> outs;
};

/// Replays case `c` through `launch` (the stub of the kernel the case
/// recorded): "" when every buffer equals the reference's, else why not.
template <class... A>
std::string replay(const char *kernel,
                   rsgpu::Result<void> (*launch)(rsgpu::Stream &,
                                                 const rsgpu::LaunchConfig &,
                                                 A...),
                   const Case &c) {
  if (c.args.size() != sizeof...(A))
    return "the reference passed " + std::to_string(c.args.size()) +
           " arguments, launch_" + kernel + " takes " +
           std::to_string(sizeof...(A));
  std::tuple<Holder<A>...> h;
  std::string err;
  std::size_t i = 0;
  std::apply(
      [&](auto &...x) {
        ((err += err.empty() ? x.load(c.args[i++]) : ""), ...);
      },
      h);
  if (!err.empty())
    return "argument " + std::to_string(i) + ": " + err;
  auto r = std::apply(
      [&](auto &...x) { return launch(*g_stream, c.cfg, x.arg()...); }, h);
  if (!r)
    return "launch: " + r.error().to_string();
  // Buffers in parameter order, as the reference wrote them.
  std::size_t k = 0, p = 0;
  std::string diffs;
  auto cmp = [&](auto &x) {
    ++p;
    if constexpr (std::decay_t<decltype(x)>::buffer) {
      std::string d = k < c.outs.size() ? x.compare(c.outs[k])
                                        : "missing in the reference";
      ++k;
      if (!d.empty())
        diffs += "\n  parameter " + std::to_string(p) + ": " + d;
    }
  };
  std::apply([&](auto &...x) { (cmp(x), ...); }, h);
  if (k != c.outs.size())
    diffs += "\n  the reference recorded a different number of buffers";
  if (!diffs.empty())
    return "emulator result differs from rustc's" + diffs;
  return "";
}

/// Replays case `c` through the kernel it recorded; a kernel this driver
/// does not have (diff_kernels.inc lists every kernel of the translated
/// files) fails the case: a launch is never replayed through another kernel.
std::string replay_case(const Case &c) {
#define RSGPU_DIFF_KERNEL(K)                                                   \
  if (c.kernel == #K)                                                          \
    return replay(#K, &launch_##K, c);
#include "diff_kernels.inc"
#undef RSGPU_DIFF_KERNEL
  return "the case launches kernel '" + c.kernel +
         "', which this driver does not have (diff_kernels.inc)";
}

/// Replays every case of `in` against `want`; 0 when all match, 1 on a
/// mismatch, 2 on malformed files.
int replay_all(const char *test, Reader &in, Reader &want, bool checks) {
  std::uint32_t cases = in.header();
  if (want.header() != cases || !in.ok || !want.ok) {
    std::fprintf(stderr,
                 "%s: %s/%s are not the reference's files for one run\n",
                 test, in.path.c_str(), want.path.c_str());
    return 2;
  }
  int failures = 0;
  for (std::uint32_t n = 1; n <= cases; ++n) {
    if (in.u32() != kCaseMagic || want.u32() != kCaseMagic)
      break;
    Case c;
    Bytes kernel = in.blob(), label = in.blob();
    c.kernel.assign(kernel.begin(), kernel.end());
    c.name.assign(label.begin(), label.end());
    c.cfg.grid.x = in.u32(), c.cfg.grid.y = in.u32(), c.cfg.grid.z = in.u32();
    c.cfg.block.x = in.u32(), c.cfg.block.y = in.u32(),
    c.cfg.block.z = in.u32();
    if (checks)
      c.cfg.checks = rsgpu::Check::All;
    c.args.resize(in.u32());
    for (auto &a : c.args) {
      unsigned char b = 0;
      in.take(&b, 1);
      a = {b != 0, in.blob()};
    }
    c.outs.resize(want.u32());
    for (auto &o : c.outs)
      o = want.blob();
    if (!in.ok || !want.ok)
      break;
    if (std::string why = replay_case(c); !why.empty()) {
      ++failures;
      std::fprintf(stderr, "FAIL case %u: %s\n  %s\n", n, c.name.c_str(),
                   why.c_str());
    } else {
      std::fprintf(stderr, "ok   case %u: %s\n", n, c.name.c_str());
    }
  }
  if (!in.ok || !want.ok || in.pos != in.data.size()) {
    std::fprintf(stderr, "%s: truncated or malformed reference files\n",
                 test);
    return 2;
  }
  std::printf("rsgpu-gen diff %s: %u case(s), %d mismatch(es)\n", test, cases,
              failures);
  return failures ? 1 : 0;
}
} // namespace

int main(int argc, char **argv) {
  if (argc < 4) {
    std::fprintf(stderr,
                 "usage: %s KERNEL INPUTS.bin EXPECTED.bin [--checks]\n",
                 argv[0]);
    return 2;
  }
  std::string kernel = argv[1];
  bool checks = argc > 4 && std::string(argv[4]) == "--checks";
  Reader in, want;
  if (!in.open(argv[2]) || !want.open(argv[3])) {
    std::fprintf(stderr, "cannot read %s or %s\n", argv[2], argv[3]);
    return 2;
  }
  auto stream = rsgpu::Stream::create();
  if (!stream) {
    std::fprintf(stderr, "stream: %s\n", stream.error().to_string().c_str());
    return 2;
  }
  g_stream = &*stream;
  // KERNEL names the test (the kernel its case file is for): it must be one
  // of this driver's; each case runs the kernel it recorded.
  bool known = false;
#define RSGPU_DIFF_KERNEL(K) known = known || kernel == #K;
#include "diff_kernels.inc"
#undef RSGPU_DIFF_KERNEL
  if (!known) {
    std::fprintf(stderr, "%s: no kernel '%s' in this driver\n", argv[0],
                 kernel.c_str());
    return 2;
  }
  return replay_all(kernel.c_str(), in, want, checks);
}
#endif // !__CUDA_ARCH__
