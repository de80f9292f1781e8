// Driver of S6_rt10_remainder_and_inclusive_ranges_compute.rs on the emulator
// with every check on: one block of 64 threads; x = 0..9, y has 16 slots,
// z 64. For each chunk width w the first rem.len() slots of y hold the
// remainder, the others -1; z holds the four inclusive-range results of
// threads 0..15 (b = 20), computed here the way Rust defines them.
#include "inclusive_and_remainder.hpp"

#include <cstdint>
#include <cstdio>
#include <vector>

static int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return fail("stream");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {1};
  cfg.block = {64};
  cfg.checks = rsgpu::Check::All;
  std::vector<float> xs(10);
  for (int k = 0; k < 10; ++k) xs[k] = float(k);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, xs);
  if (!x) return fail("buffer x");
  const std::uint32_t b = 20;
  for (std::size_t w : {std::size_t(4), std::size_t(3), std::size_t(10), std::size_t(11)}) {
    auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, 16);
    auto z = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 64);
    if (!y || !z) return fail("buffers");
    auto r = launch_inclusive_and_remainder(*s, cfg, x->borrow(), w, b, y->borrow_mut(), z->borrow_mut());
    if (!r) return fail("launch", &r.error());
    auto yv = y->to_vec();
    if (!yv) return fail("run", &yv.error());
    std::size_t tail = 10 % w, start = 10 - tail;
    for (std::size_t i = 0; i < 16; ++i) {
      float want = i < tail ? xs[start + i] : -1.0f;
      if ((*yv)[i] != want) {
        std::printf("FAIL: w = %zu: y[%zu] = %g, expected %g\n", w, i, (*yv)[i], want);
        return 1;
      }
    }
    auto zv = z->to_vec();
    if (!zv) return fail("run z", &zv.error());
    for (std::uint32_t i = 0; i < 16; ++i) {
      std::uint32_t f = 0, d = 0, c = 0, sum = 0;
      for (std::uint32_t k = i; k <= b; ++k) { f = f * 3u + k; sum += k; }
      for (std::uint32_t k = i; k <= b; k += 2) d = d * 5u + k;
      for (unsigned k = std::uint8_t(i + 250u);; ++k) { c = c * 7u + k; if (k == 255) break; }
      std::uint32_t want[4] = {f, d, c, sum};
      for (int q = 0; q < 4; ++q)
        if ((*zv)[4 * i + q] != want[q]) {
          std::printf("FAIL: z[%u] = %u, expected %u\n", 4 * i + q, (*zv)[4 * i + q], want[q]);
          return 1;
        }
    }
  }
  std::printf("PASS\n");
  return 0;
}
