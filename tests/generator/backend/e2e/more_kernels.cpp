// End-to-end, part 2: the Rust kernels that use atomics, warp and cluster
// calls, gpu_struct! types and shared memory, translated by rsgpu-gen and run
// on the host emulator. References: a C++ transcription thread by thread for
// barrier-free kernels, phase by phase (what every thread does between two
// barriers) for the shared-memory ones. Called from driver.cpp's main.
#include "cluster_ids.cu"
#include "device_function.cu"
#include "histogram.cu"
#include "matmul_naive.cu"
#include "matmul_tiled.cu"
#include "one_write_per_block.cu"
#include "particles.cu"
#include "range_loop.cu"
#include "reduce_shared.cu"
#include "reduce_warp.cu"
#include "scan.cu"
#include "transpose.cu"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

int moreKernelTests(rsgpu::Stream &s);

namespace {
int failures = 0;

void check(bool ok, const std::string &what) {
  if (!ok) {
    ++failures;
    std::fprintf(stderr, "FAIL: %s\n", what.c_str());
  }
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

std::string sz(std::size_t n, unsigned block) {
  return " n=" + std::to_string(n) + " block=" + std::to_string(block);
}

void histogramTest(rsgpu::Stream &s, std::size_t n, unsigned block) {
  std::vector<std::uint8_t> hd(n);
  std::vector<std::uint32_t> hb(256, 0), want(256, 0);
  for (std::size_t i = 0; i < n; ++i)
    hd[i] = std::uint8_t((i * 7919 + i / 3) % 251), ++want[hd[i]];
  auto d = upload(s, hd);
  auto b = upload(s, hb);
  auto r = launch_histogram(s, rsgpu::LaunchConfig::for_elements(n, block),
                            d.borrow(), rsgpu::atomic(b.borrow_mut()));
  check(bool(r) && bool(b.copy_to_host(hb)) && hb == want,
        "histogram" + sz(n, block));
}

// Integer-valued floats: the atomic adds of the warps' sums are exact in any
// order, so the total is deterministic.
void reduceWarpTest(rsgpu::Stream &s, std::size_t n, unsigned block) {
  std::vector<float> hin(n), ht(1, 0.0f);
  float want = 0;
  for (std::size_t i = 0; i < n; ++i)
    hin[i] = float(int(i % 17) - 8), want += hin[i];
  auto in = upload(s, hin);
  auto t = upload(s, ht);
  auto r = launch_reduce_warp(s, rsgpu::LaunchConfig::for_elements(n, block),
                              in.borrow(), rsgpu::atomic(t.borrow_mut()));
  check(bool(r) && bool(t.copy_to_host(ht)) && ht[0] == want,
        "reduce_warp" + sz(n, block) + " got " + std::to_string(ht[0]) +
            " want " + std::to_string(want));
}

void clusterIdsTest(rsgpu::Stream &s, std::size_t n, unsigned cluster) {
  const unsigned block = 64;
  rsgpu::LaunchConfig cfg = rsgpu::LaunchConfig::for_elements(n, block);
  cfg.grid.x = (cfg.grid.x + cluster - 1) / cluster * cluster;
  cfg.cluster = {cluster};
  std::vector<std::uint32_t> ho(n, 0), want(n);
  for (std::size_t i = 0; i < n; ++i) // 16 even lanes per full warp
    want[i] = std::uint32_t((i / block) % cluster * cluster + 16);
  auto o = upload(s, ho);
  auto r = launch_cluster_ids(s, cfg, o.borrow_mut());
  check(bool(r) && bool(o.copy_to_host(ho)) && ho == want,
        "cluster_ids" + sz(n, block) + " cluster=" + std::to_string(cluster));
}

void particlesTest(rsgpu::Stream &s, std::size_t n, unsigned count) {
  std::vector<Particle> hp(n), want;
  for (std::size_t i = 0; i < n; ++i) {
    float f = float(i);
    hp[i] = Particle{{f, 0.05f * float(i % 7), -f},
                     {1.0f, -2.0f + f, 0.5f},
                     1.0f,
                     std::uint32_t(i % 5 != 0)};
  }
  const Params params{0.01f, 9.81f, count};
  want = hp;
  for (std::size_t i = 0; i < n && i < count; ++i) {
    Particle &p = want[i];
    if (p.alive == 0)
      continue;
    p.vel.y -= params.gravity * params.dt;
    p.pos.x += p.vel.x * params.dt;
    p.pos.y += p.vel.y * params.dt;
    p.pos.z += p.vel.z * params.dt;
    if (p.pos.y < 0.0f)
      p.pos.y = 0.0f, p.alive = 0;
  }
  auto ps = upload(s, hp);
  auto r = launch_particles(s, rsgpu::LaunchConfig::for_elements(n, 64),
                            ps.borrow_mut(), params);
  check(bool(r) && bool(ps.copy_to_host(hp)) &&
            std::memcmp(hp.data(), want.data(), n * sizeof(Particle)) == 0,
        "particles n=" + std::to_string(n) + " count=" + std::to_string(count));
}

// Phase by phase: each round reads d back, barrier, adds (wrapping u32).
void scanTest(rsgpu::Stream &s, std::size_t n) {
  std::vector<std::uint32_t> hin(n), hout(n, 7), want(n);
  for (std::size_t i = 0; i < n; ++i)
    hin[i] = std::uint32_t(i * 2654435761u);
  for (std::size_t b0 = 0; b0 < n; b0 += 256) {
    std::vector<std::uint32_t> buf(256, 0), add(256);
    for (std::size_t t = 0; t < 256; ++t)
      buf[t] = b0 + t < n ? hin[b0 + t] : 0;
    for (std::size_t d = 1; d < 256; d *= 2) {
      for (std::size_t t = 0; t < 256; ++t)
        add[t] = t >= d ? buf[t - d] : 0;
      for (std::size_t t = 0; t < 256; ++t)
        buf[t] += add[t];
    }
    for (std::size_t t = 0; t < 256 && b0 + t < n; ++t)
      want[b0 + t] = buf[t];
  }
  auto in = upload(s, hin);
  auto out = upload(s, hout);
  auto r = launch_scan(s, rsgpu::LaunchConfig::for_elements(n, 256),
                       in.borrow(), out.borrow_mut());
  check(bool(r) && bool(out.copy_to_host(hout)) && hout == want,
        "scan n=" + std::to_string(n));
}
void deviceFunctionTest(rsgpu::Stream &s, std::size_t n, unsigned block) {
  std::vector<float> hx(n), hy(n, 0.0f), wy(n);
  std::vector<std::uint32_t> hids(n, 0), wids(n);
  for (std::size_t i = 0; i < n; ++i)
    hx[i] = float(i) * 0.37f - 3.0f, wy[i] = hx[i] * 2.0f,
    wids[i] = std::uint32_t(i) * 3u;
  auto x = upload(s, hx), y = upload(s, hy);
  auto ids = upload(s, hids);
  auto r =
      launch_device_function(s, rsgpu::LaunchConfig::for_elements(n, block),
                             x.borrow(), y.borrow_mut(), ids.borrow_mut());
  check(bool(r) && bool(y.copy_to_host(hy)) && bool(ids.copy_to_host(hids)) &&
            hy == wy && hids == wids,
        "device_function" + sz(n, block));
}
void rangeLoopTest(rsgpu::Stream &s, std::size_t n, std::size_t m) {
  std::vector<float> hx(n), hy(n, -1.0f), want(n);
  for (std::size_t i = 0; i < n; ++i)
    hx[i] = float(int(i % 13) - 6) * 0.25f;
  for (std::size_t i = 0; i < n; ++i) {
    float acc = 0.0f;
    for (std::size_t k = 0; k < m; ++k)
      if (i + k < n)
        acc += hx[i + k];
    want[i] = acc;
  }
  auto x = upload(s, hx), y = upload(s, hy);
  auto r = launch_range_loop(s, rsgpu::LaunchConfig::for_elements(n, 64),
                             x.borrow(), y.borrow_mut(), m);
  check(bool(r) && bool(y.copy_to_host(hy)) && hy == want,
        "range_loop n=" + std::to_string(n) + " m=" + std::to_string(m));
}
// 2-D launch; sizes not multiples of the block. The k loop runs in the same
// order as the Rust kernel's, so the float sums are bit-identical.
void matmulNaiveTest(rsgpu::Stream &s, std::size_t n, unsigned bx,
                     unsigned by) {
  std::vector<float> ha(n * n), hb(n * n), hc(n * n, -1.0f), want(n * n);
  for (std::size_t i = 0; i < n * n; ++i)
    ha[i] = float(int(i % 11) - 5) * 0.5f, hb[i] = float(int(i % 7) - 3);
  for (std::size_t r = 0; r < n; ++r)
    for (std::size_t c = 0; c < n; ++c) {
      float acc = 0.0f;
      for (std::size_t k = 0; k < n; ++k)
        acc += ha[r * n + k] * hb[k * n + c];
      want[r * n + c] = acc;
    }
  auto a = upload(s, ha), b = upload(s, hb), c = upload(s, hc);
  rsgpu::LaunchConfig cfg;
  cfg.block = {bx, by};
  cfg.grid = {unsigned((n + bx - 1) / bx), unsigned((n + by - 1) / by)};
  auto r =
      launch_matmul_naive(s, cfg, a.borrow(), b.borrow(), c.borrow_mut(), n);
  check(bool(r) && bool(c.copy_to_host(hc)) && hc == want,
        "matmul_naive n=" + std::to_string(n) + " block=" + std::to_string(bx) +
            "x" + std::to_string(by));
}

// The row-major proof needs a 2-D launch: a 3-D one is refused on the host
// (matmul_naive takes Thread2D).
void matmulObligationTest(rsgpu::Stream &s) {
  std::vector<float> h(16, 1.0f);
  auto a = upload(s, h), b = upload(s, h), c = upload(s, h);
  rsgpu::LaunchConfig cfg;
  cfg.block = {4, 4, 2};
  auto r =
      launch_matmul_naive(s, cfg, a.borrow(), b.borrow(), c.borrow_mut(), 4);
  check(!r && r.error().kind() == rsgpu::ErrorKind::InvalidLaunchConfig &&
            r.error().to_string().find("2-D") != std::string::npos,
        "matmul_naive refuses a 3-D launch");
}
void oneWritePerBlockTest(rsgpu::Stream &s, std::size_t n, unsigned block) {
  std::size_t blocks = (n + block - 1) / block;
  std::vector<float> hx(n), hp(blocks + 1, -1.0f), want(blocks + 1, -1.0f);
  for (std::size_t i = 0; i < n; ++i)
    hx[i] = float(i) * 0.5f;
  for (std::size_t b = 0; b < blocks; ++b)
    want[b] = hx[b * block];
  auto x = upload(s, hx), p = upload(s, hp);
  auto r =
      launch_one_write_per_block(s, rsgpu::LaunchConfig::for_elements(n, block),
                                 x.borrow(), p.borrow_mut());
  check(bool(r) && bool(p.copy_to_host(hp)) && hp == want,
        "one_write_per_block" + sz(n, block));
}
// Phase by phase: the tree levels in the kernel's order, so the float sums
// are bit-identical.
void reduceSharedTest(rsgpu::Stream &s, std::size_t n) {
  std::size_t blocks = (n + 255) / 256;
  std::vector<float> hin(n), hp(blocks, -1.0f), want(blocks);
  for (std::size_t i = 0; i < n; ++i)
    hin[i] = float(int(i * 29 % 97) - 48) * 0.125f + 0.01f * float(i % 3);
  for (std::size_t b = 0; b < blocks; ++b) {
    std::vector<float> tile(256);
    for (std::size_t t = 0; t < 256; ++t)
      tile[t] = b * 256 + t < n ? hin[b * 256 + t] : 0.0f;
    for (std::size_t stride = 128; stride > 0; stride /= 2)
      for (std::size_t t = 0; t < stride; ++t)
        tile[t] = tile[t] + tile[t + stride];
    want[b] = tile[0];
  }
  auto in = upload(s, hin), p = upload(s, hp);
  auto r = launch_reduce_shared(s, rsgpu::LaunchConfig::for_elements(n, 256),
                                in.borrow(), p.borrow_mut());
  check(bool(r) && bool(p.copy_to_host(hp)) && hp == want,
        "reduce_shared n=" + std::to_string(n));
}
// Tile by tile, k in order, with fmaf: bit-identical to the kernel.
void matmulTiledTest(rsgpu::Stream &s, std::size_t n) {
  std::vector<float> ha(n * n), hb(n * n), hc(n * n, -1.0f), want(n * n);
  for (std::size_t i = 0; i < n * n; ++i)
    ha[i] = float(int(i % 13) - 6) * 0.3f, hb[i] = float(int(i % 5) - 2) * 0.7f;
  std::size_t tiles = (n + 15) / 16;
  for (std::size_t r = 0; r < n; ++r)
    for (std::size_t c = 0; c < n; ++c) {
      float acc = 0.0f;
      for (std::size_t t = 0; t < tiles; ++t)
        for (std::size_t k = 0; k < 16; ++k) {
          std::size_t kk = t * 16 + k;
          float av = kk < n ? ha[r * n + kk] : 0.0f;
          float bv = kk < n ? hb[kk * n + c] : 0.0f;
          acc = std::fmaf(av, bv, acc);
        }
      want[r * n + c] = acc;
    }
  auto a = upload(s, ha), b = upload(s, hb), c = upload(s, hc);
  rsgpu::LaunchConfig cfg;
  cfg.block = {16, 16};
  cfg.grid = {unsigned(tiles), unsigned(tiles)};
  auto r =
      launch_matmul_tiled(s, cfg, a.borrow(), b.borrow(), c.borrow_mut(), n);
  check(bool(r) && bool(c.copy_to_host(hc)) && hc == want,
        "matmul_tiled n=" + std::to_string(n));
}

// The tile proof needs blocks of at most 16 columns: 32 x 8 is refused.
void matmulTiledObligationTest(rsgpu::Stream &s) {
  std::vector<float> h(32 * 32, 1.0f);
  auto a = upload(s, h), b = upload(s, h), c = upload(s, h);
  rsgpu::LaunchConfig cfg;
  cfg.block = {32, 8};
  cfg.grid = {1, 4};
  auto r =
      launch_matmul_tiled(s, cfg, a.borrow(), b.borrow(), c.borrow_mut(), 32);
  std::string msg = r ? std::string("launched") : r.error().to_string();
  check(!r && r.error().kind() == rsgpu::ErrorKind::InvalidLaunchConfig &&
            msg.find("at most 16 columns") != std::string::npos,
        "matmul_tiled refuses blocks of 32 columns: " + msg);
}

void transposeTest(rsgpu::Stream &s, std::size_t width, std::size_t height) {
  std::vector<float> hin(width * height), hout(width * height, -1.0f),
      want(width * height);
  for (std::size_t i = 0; i < hin.size(); ++i)
    hin[i] = float(i) * 0.25f;
  for (std::size_t y = 0; y < height; ++y)
    for (std::size_t x = 0; x < width; ++x)
      want[x * height + y] = hin[y * width + x];
  auto in = upload(s, hin), out = upload(s, hout);
  rsgpu::LaunchConfig cfg;
  cfg.block = {32, 32};
  cfg.grid = {unsigned((width + 31) / 32), unsigned((height + 31) / 32)};
  auto r =
      launch_transpose(s, cfg, in.borrow(), out.borrow_mut(), width, height);
  check(bool(r) && bool(out.copy_to_host(hout)) && hout == want,
        "transpose " + std::to_string(width) + "x" + std::to_string(height));
}
} // namespace

int moreKernelTests(rsgpu::Stream &s) {
  for (std::size_t n : {1u, 255u, 256u, 5000u})
    histogramTest(s, n, 128);
  histogramTest(s, 1000, 96);
  for (std::size_t n : {1u, 31u, 100u, 1000u})
    reduceWarpTest(s, n, 64);
  reduceWarpTest(s, 4097, 256);
  for (std::size_t n : {64u, 200u, 512u})
    clusterIdsTest(s, n, 2);
  clusterIdsTest(s, 512, 4);
  for (std::size_t n : {1u, 65u, 300u})
    particlesTest(s, n, unsigned(n));
  particlesTest(s, 300, 100);
  for (std::size_t n : {1u, 256u, 300u, 1000u})
    scanTest(s, n);
  for (std::size_t n : {1u, 100u, 1000u})
    deviceFunctionTest(s, n, 64);
  for (std::size_t m : {0u, 1u, 5u})
    rangeLoopTest(s, 100, m);
  rangeLoopTest(s, 1000, 17);
  matmulNaiveTest(s, 1, 8, 8);
  matmulNaiveTest(s, 17, 8, 8);
  matmulNaiveTest(s, 33, 16, 4);
  matmulObligationTest(s);
  for (std::size_t n : {1u, 64u, 1000u})
    oneWritePerBlockTest(s, n, 64);
  for (std::size_t n : {1u, 256u, 300u, 5000u})
    reduceSharedTest(s, n);
  for (std::size_t n : {1u, 16u, 37u})
    matmulTiledTest(s, n);
  matmulTiledObligationTest(s);
  transposeTest(s, 1, 1);
  transposeTest(s, 32, 32);
  transposeTest(s, 70, 45);
  return failures;
}
