// Driver of S8_rt2_flat_tile_wide_block_launch.rs on the emulator; the
// `&Atomic<f32>` parameter is `rsgpu::atomic<rsgpu::scope::Device>(borrow)`
// (docs/device/atomic.md).
#include "flat_tile_wide_block_launch.hpp"

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
  cfg.block = {16, 8};
  cfg.checks = rsgpu::Check::All;
  std::vector<float> xs(128, 1.0f);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, xs);
  auto total = rsgpu::DeviceBuffer<float>::zeroed(*s, 1);
  if (!x || !total) return fail("buffers");
  // twin: block (16, 8), slots 0..127 each written once: total 128
  auto r = launch_flat_tile_wide_block_launch(
      *s, cfg, x->borrow(), rsgpu::atomic<rsgpu::scope::Device>(total->borrow_mut()));
  if (!r) return fail("twin launch", &r.error());
  auto v = total->to_vec();
  if (!v) return fail("twin run", &v.error());
  if ((*v)[0] != 128.0f) return fail("twin total");
  // misuse: block (32, 8): threads (16, 0) and (0, 1) both write s[16]
  cfg.block = {32, 8};
  r = launch_flat_tile_wide_block_launch(
      *s, cfg, x->borrow(), rsgpu::atomic<rsgpu::scope::Device>(total->borrow_mut()));
  if (r) {
    auto w = total->to_vec();
    if (!w) {
      std::printf("%s\n", w.error().to_string().c_str());
      return fail("a 32-column block was launched; caught only at run time", &w.error());
    }
    return fail("a 32-column block was launched and ran silently");
  }
  const rsgpu::Error &e = r.error();
  std::printf("%s\n", e.to_string().c_str());
  if (e.kind() != rsgpu::ErrorKind::InvalidLaunchConfig) return fail("not InvalidLaunchConfig", &e);
  std::printf("PASS\n");
  return 0;
}
