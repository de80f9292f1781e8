// Driver of S8_rt3_halo_leader_writes_neighbour_slot.rs on the emulator:
// thread 0 writes tile[2], thread 1 writes its own tile[t + 1] = tile[2] in
// the same phase. Expected: launch() refuses the 128-thread block (the
// kernel's halo obligation), or the emulator reports the race; never a
// silent run.
#include "halo_leader_writes_neighbour_slot.hpp"

#include <cstdio>
#include <vector>

static int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return fail("stream");
  std::vector<float> hx(128, 1.0f);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, hx);
  auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, 128);
  if (!x || !y) return fail("buffers");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {1, 1, 1};
  cfg.block = {128, 1, 1};
  cfg.checks = rsgpu::Check::All;
  auto r = launch_halo_leader_writes_neighbour_slot(*s, cfg, x->borrow(), y->borrow_mut());
  if (!r) {
    std::printf("%s\n", r.error().to_string().c_str());
    if (r.error().kind() != rsgpu::ErrorKind::InvalidLaunchConfig)
      return fail("refused, but not InvalidLaunchConfig", &r.error());
    std::printf("PASS (refused at launch)\n");
    return 0;
  }
  auto v = y->to_vec();
  if (v) return fail("128-thread block launched and ran silently");
  std::printf("%s\n", v.error().to_string().c_str());
  if (v.error().kind() != rsgpu::ErrorKind::DataRace) return fail("not DataRace", &v.error());
  std::printf("PASS (race reported)\n");
  return 0;
}
