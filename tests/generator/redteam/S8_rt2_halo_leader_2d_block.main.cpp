// Driver of S8_rt2_halo_leader_2d_block.rs on the emulator.
#include "halo_leader_2d_block.hpp"

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
  cfg.grid = {2};
  cfg.block = {32};
  cfg.checks = rsgpu::Check::All;
  std::vector<float> xs(64, 1.0f);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, xs);
  auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, 64);
  if (!x || !y) return fail("buffers");
  // twin: 1-D blocks of 32
  auto r = launch_halo_leader_2d_block(*s, cfg, x->borrow(), y->borrow_mut());
  if (!r) return fail("twin launch", &r.error());
  auto v = y->to_vec();
  if (!v) return fail("twin run", &v.error());
  for (std::size_t i = 0; i < 64; ++i) {
    float want = (i == 0 || i == 63) ? 2.0f : 3.0f;
    if ((*v)[i] != want) return fail("twin values");
  }
  // misuse: block (32, 2): two threads with thread_idx_x() == 0 per block
  cfg.block = {32, 2};
  r = launch_halo_leader_2d_block(*s, cfg, x->borrow(), y->borrow_mut());
  if (r) {
    auto w = y->to_vec();
    if (!w) {
      std::printf("%s\n", w.error().to_string().c_str());
      return fail("a 2-D block was launched; caught only at run time", &w.error());
    }
    return fail("a 2-D block was launched and ran silently");
  }
  const rsgpu::Error &e = r.error();
  std::printf("%s\n", e.to_string().c_str());
  if (e.kind() != rsgpu::ErrorKind::InvalidLaunchConfig) return fail("not InvalidLaunchConfig", &e);
  std::printf("PASS\n");
  return 0;
}
