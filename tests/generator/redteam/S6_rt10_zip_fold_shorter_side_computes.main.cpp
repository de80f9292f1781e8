// Driver of S6_rt10_zip_fold_shorter_side_computes.rs on the emulator with
// every check on: x = 1..10, w = {2, 3, 4}; one block of 32 threads, y of
// 64: y[2i] = 1*2 + 2*3 + 3*4 = 20, y[2i + 1] = sum of k * x[k] over
// k < min(n, 10), for n = 4 (0 + 2 + 6 + 12 = 20) and n = 25 (330).
#include "zip_fold_shorter_side.hpp"

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
  cfg.block = {32};
  cfg.checks = rsgpu::Check::All;
  std::vector<float> xs(10), ws{2.0f, 3.0f, 4.0f};
  for (int k = 0; k < 10; ++k) xs[k] = float(k + 1);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, xs);
  auto w = rsgpu::DeviceBuffer<float>::from_host(*s, ws);
  if (!x || !w) return fail("buffers");
  for (std::size_t n : {std::size_t(4), std::size_t(25)}) {
    auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, 64);
    if (!y) return fail("buffer y");
    auto r = launch_zip_fold_shorter_side(*s, cfg, x->borrow(), w->borrow(), n, y->borrow_mut());
    if (!r) return fail("launch", &r.error());
    auto v = y->to_vec();
    if (!v) return fail("run", &v.error());
    float e = 0.0f;
    for (std::size_t k = 0; k < n && k < 10; ++k) e += float(k) * xs[k];
    for (std::size_t i = 0; i < 32; ++i)
      if ((*v)[2 * i] != 20.0f || (*v)[2 * i + 1] != e) {
        std::printf("FAIL: n = %zu: y[%zu] = %g, y[%zu] = %g, expected 20 and %g\n", n, 2 * i,
                    (*v)[2 * i], 2 * i + 1, (*v)[2 * i + 1], e);
        return 1;
      }
  }
  std::printf("PASS\n");
  return 0;
}
