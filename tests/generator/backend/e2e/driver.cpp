// End-to-end: Rust kernels (tests/generator/kernels) -> rustc --emit=mir ->
// rsgpu-gen translate -> this file compiled with the host C++ compiler
// against rsgpu::host -> run on the emulator, compared element by element
// with a C++ transcription of the Rust kernel, thread by thread, for several
// sizes (including ones that are not multiples of the block). The build
// compiles it twice: MIR at opt-level 0 (overflow checks on) and 3.
#include "block_const.cu"
#include "float_math.cu"
#include "int_math.cu"
#include "saxpy.cu"
#include "stencil.cu"
#include "vadd.cu"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

int moreKernelTests(rsgpu::Stream &s); // more_kernels.cpp
int obligationTests(rsgpu::Stream &s,
                    const std::string &name); // obligations.cpp

namespace {
int failures = 0;

void check(bool ok, const std::string &what) {
  if (!ok) {
    ++failures;
    std::fprintf(stderr, "FAIL: %s\n", what.c_str());
  }
}

template <class T> bool same(const std::vector<T> &a, const std::vector<T> &b) {
  return a.size() == b.size() &&
         std::memcmp(a.data(), b.data(), a.size() * sizeof(T)) == 0;
}

template <class T>
rsgpu::DeviceBuffer<T> upload(rsgpu::Stream &s, const std::vector<T> &v) {
  auto b = rsgpu::DeviceBuffer<T>::from_host(s, v);
  if (!b) {
    std::fprintf(stderr, "upload: %s\n", b.error().to_string().c_str());
    std::exit(2);
  }
  return std::move(*b);
}

float input(std::size_t i) { return float(int(i * 37 % 101) - 50) * 0.173f; }

void saxpyTest(rsgpu::Stream &s, std::size_t n, unsigned block) {
  std::vector<float> hx(n), hy(n), want(n);
  for (std::size_t i = 0; i < n; ++i)
    hx[i] = input(i), hy[i] = input(i + 7);
  const float a = 1.5f;
  for (std::size_t i = 0; i < n; ++i)
    want[i] = a * hx[i] + hy[i];
  auto x = upload(s, hx);
  auto y = upload(s, hy);
  auto r = launch_saxpy(s, rsgpu::LaunchConfig::for_elements(n, block), a,
                        x.borrow(), y.borrow_mut());
  check(bool(r) && bool(y.copy_to_host(hy)) && same(hy, want),
        "saxpy n=" + std::to_string(n) + " block=" + std::to_string(block));
}

void vaddTest(rsgpu::Stream &s, std::size_t n, unsigned grid, unsigned block) {
  std::vector<float> ha(n), hb(n), hc(n, -1.0f), want(n);
  for (std::size_t i = 0; i < n; ++i)
    ha[i] = input(i), hb[i] = input(3 * i + 1);
  for (std::size_t i = 0; i < n; ++i)
    want[i] = ha[i] + hb[i];
  auto a = upload(s, ha), b = upload(s, hb), c = upload(s, hc);
  rsgpu::LaunchConfig cfg;
  cfg.grid = {grid};
  cfg.block = {block};
  auto r = launch_vadd(s, cfg, a.borrow(), b.borrow(), c.borrow_mut(), n);
  check(bool(r) && bool(c.copy_to_host(hc)) && same(hc, want),
        "vadd (grid-stride) n=" + std::to_string(n) +
            " grid=" + std::to_string(grid));
}

void stencilTest(rsgpu::Stream &s, std::size_t n) {
  std::vector<float> hin(n), hout(n), want(n);
  for (std::size_t i = 0; i < n; ++i)
    hin[i] = input(i);
  const float w0 = 0.5f, w1 = 0.25f;
  for (std::size_t i = 0; i < n; ++i) {
    float left = i > 0 ? hin[i - 1] : hin[i];
    float right = i + 1 < n ? hin[i + 1] : hin[i];
    want[i] = w0 * hin[i] + w1 * (left + right);
  }
  auto in = upload(s, hin), out = upload(s, hout);
  auto r = launch_stencil(s, rsgpu::LaunchConfig::for_elements(n, 128),
                          in.borrow(), out.borrow_mut(), w0, w1);
  check(bool(r) && bool(out.copy_to_host(hout)) && same(hout, want),
        "stencil n=" + std::to_string(n));
}

// int_math indexes with thread_idx_x(): one block only (its launch obligation).
void intMathTest(rsgpu::Stream &s, std::size_t n, bool overflowChecks) {
  std::vector<std::uint32_t> hx(n), hout(n), want(n);
  std::vector<std::int32_t> hs(n), wants(n);
  const std::uint32_t shift = 37;
  bool overflows = false;
  for (std::size_t i = 0; i < n; ++i) {
    hx[i] = std::uint32_t(i * 2654435761u) ^ 0x5bd1e995u;
    hs[i] = std::int32_t(i * 7919) - 40000;
    std::uint32_t x = hx[i];
    std::uint32_t a = x * 2654435761u;
    std::uint32_t b = (x << (shift & 31)) ^ (x >> 3);
    std::uint32_t c = std::uint32_t(__builtin_popcount(x)) +
                      std::uint32_t(x ? __builtin_clz(x) : 32);
    std::uint32_t d = std::min(a, b) | c;
    overflows |= std::uint64_t(d) + i > 0xffffffffull;
    want[i] = d + std::uint32_t(i);
    std::int32_t v = hs[i];
    wants[i] = (v >> 2) / 3 - (v % 7);
  }
  auto x = upload(s, hx), out = upload(s, hout);
  auto sg = upload(s, hs);
  rsgpu::LaunchConfig cfg;
  cfg.block = {unsigned(n)};
  auto r = launch_int_math(s, cfg, x.borrow(), out.borrow_mut(), shift,
                           sg.borrow_mut());
  auto c1 = out.copy_to_host(hout);
  auto c2 = sg.copy_to_host(hs);
  if (overflows && overflowChecks)
    check(!c1 && c1.error().to_string().find("which would overflow") !=
                     std::string::npos,
          "int_math overflow panics");
  else
    check(bool(r) && bool(c1) && bool(c2) && same(hout, want) &&
              same(hs, wants),
          "int_math n=" + std::to_string(n));
}

void floatMathTest(rsgpu::Stream &s, std::size_t n) {
  std::vector<float> hx(n), hout(n), want(n);
  std::vector<std::int32_t> hb(n), wantb(n);
  const double scale = 3.0;
  for (std::size_t i = 0; i < n; ++i) {
    hx[i] = i % 17 == 3 ? NAN : input(i) * 0.5f;
    float x = hx[i];
    float r = sqrtf(fabsf(x)) + expf(-x) * sinf(x) + floorf(x * 0.5f);
    float y = fmaf(r, 2.0f, 1.0f);
    want[i] = y != y ? 0.0f : fmaxf(y, -INFINITY);
    auto sat = [](double v, double lo, double hi) {
      return v != v ? 0.0 : v < lo ? lo : v > hi ? hi : v;
    };
    wantb[i] =
        std::int32_t(sat(double(x) * scale, -2147483648.0, 2147483647.0)) +
        std::int32_t(std::uint8_t(sat(y, 0.0, 255.0)));
  }
  auto x = upload(s, hx), out = upload(s, hout);
  auto bins = upload(s, hb);
  rsgpu::LaunchConfig cfg;
  cfg.block = {unsigned(n)};
  auto r = launch_float_math(s, cfg, x.borrow(), out.borrow_mut(),
                             bins.borrow_mut(), scale);
  check(bool(r) && bool(out.copy_to_host(hout)) &&
            bool(bins.copy_to_host(hb)) && same(hout, want) && same(hb, wantb),
        "float_math n=" + std::to_string(n));
}

// The S5 proofs' launch obligations are enforced by rsgpu::launch on the
// host (the kernel's rsgpu_launch_requirement and its Thread1D): the launch
// is refused with Error::InvalidLaunchConfig and nothing runs.
// obligations.cpp tests each obligation (S5_launch_*, S8_launch_*).
bool refused(const rsgpu::Result<void> &r, const char *phrase) {
  return !r && r.error().kind() == rsgpu::ErrorKind::InvalidLaunchConfig &&
         r.error().to_string().find(phrase) != std::string::npos;
}

void obligationTests(rsgpu::Stream &s) {
  std::vector<std::uint32_t> hx(64, 1), hout(64, 7);
  std::vector<std::int32_t> hs(64, 1);
  auto x = upload(s, hx), out = upload(s, hout);
  auto sg = upload(s, hs);
  rsgpu::LaunchConfig cfg;
  cfg.grid = {2};
  cfg.block = {32};
  auto r =
      launch_int_math(s, cfg, x.borrow(), out.borrow_mut(), 1, sg.borrow_mut());
  check(refused(r, "single-block") && bool(out.copy_to_host(hout)) &&
            hout == std::vector<std::uint32_t>(64, 7),
        "int_math on two blocks is refused: " +
            (r ? std::string("launched") : r.error().to_string()));

  std::vector<float> fx(64, 1.0f), fy(64, 1.0f);
  auto bx = upload(s, fx), by = upload(s, fy);
  rsgpu::LaunchConfig cfg2;
  cfg2.grid = {1, 2};
  cfg2.block = {32};
  auto r2 = launch_saxpy(s, cfg2, 2.0f, bx.borrow(), by.borrow_mut());
  check(refused(r2, "1-D") && bool(by.copy_to_host(fy)) &&
            fy == std::vector<float>(64, 1.0f),
        "saxpy on a 2-D grid is refused: " +
            (r2 ? std::string("launched") : r2.error().to_string()));
}

// block_const indexes with block_idx_x() * 128 + thread_idx_x(): blocks of
// at most 128 threads (its launch obligation).
void blockConstTest(rsgpu::Stream &s, std::size_t n, unsigned block) {
  std::vector<std::uint32_t> hx(n), hy(n), want(n);
  for (std::size_t i = 0; i < n; ++i)
    hx[i] = std::uint32_t(i * 3), want[i] = hx[i] + 1;
  auto x = upload(s, hx), y = upload(s, hy);
  rsgpu::LaunchConfig cfg;
  cfg.grid = {unsigned((n + 127) / 128)};
  cfg.block = {block};
  auto r = launch_block_const(s, cfg, x.borrow(), y.borrow_mut());
  if (block > 128) {
    check(refused(r, "at most 128 threads"), "block_const with blocks of " +
                                                 std::to_string(block) +
                                                 " threads is refused");
    return;
  }
  auto c = y.copy_to_host(hy);
  // Threads past `block` in each 128-slot are absent: only those slots are
  // written.
  for (std::size_t i = 0; i < n; ++i)
    if (i % 128 >= block)
      want[i] = 0;
  check(bool(r) && bool(c) && same(hy, want),
        "block_const n=" + std::to_string(n) +
            " block=" + std::to_string(block));
}

// Rust's bounds check survives translation with Rust's own message: vadd
// trusts its `n`, the slices are shorter.
void panicTest(rsgpu::Stream &s) {
  std::vector<float> h(8, 1.0f);
  auto a = upload(s, h), b = upload(s, h), c = upload(s, h);
  rsgpu::LaunchConfig cfg;
  cfg.block = {32};
  auto r = launch_vadd(s, cfg, a.borrow(), b.borrow(), c.borrow_mut(), 10);
  auto e = c.copy_to_host(h);
  check(!e && e.error().to_string().find(
                  "index out of bounds: the len is 8 but the "
                  "index is ") != std::string::npos,
        "vadd past the end panics with Rust's message: " +
            (e ? std::string("no error") : e.error().to_string()));
  (void)r;
}
} // namespace

int main(int argc, char **argv) {
  bool overflowChecks = argc > 1 && std::string(argv[1]) == "--overflow-checks";
  auto stream = rsgpu::Stream::create();
  if (!stream)
    return 2;
  if (argc > 2 && std::string(argv[1]) == "--obligation") {
    int f = obligationTests(*stream, argv[2]);
    if (f < 0)
      std::fprintf(stderr, "no obligation test `%s`\n", argv[2]);
    return f == 0 ? 0 : 1;
  }
  for (std::size_t n : {1u, 100u, 256u, 1000u, 4097u})
    saxpyTest(*stream, n, 256);
  saxpyTest(*stream, 1000, 96);
  for (std::size_t n : {1u, 191u, 192u, 1000u})
    vaddTest(*stream, n, 3, 64);
  for (std::size_t n : {1u, 2u, 255u, 1000u})
    stencilTest(*stream, n);
  for (std::size_t n : {1u, 100u, 1000u})
    intMathTest(*stream, n, overflowChecks);
  for (std::size_t n : {1u, 33u, 512u})
    floatMathTest(*stream, n);
  for (std::size_t n : {1u, 128u, 1000u})
    blockConstTest(*stream, n, 128);
  blockConstTest(*stream, 1000, 100);
  blockConstTest(*stream, 1000, 256);
  obligationTests(*stream);
  panicTest(*stream);
  failures += moreKernelTests(*stream);
  failures += obligationTests(*stream, "all");
  std::printf("rsgpu-gen e2e: %d failure(s)\n", failures);
  return failures == 0 ? 0 : 1;
}
