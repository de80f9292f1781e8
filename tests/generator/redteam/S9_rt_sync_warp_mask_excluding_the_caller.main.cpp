// Driver of S9_rt_sync_warp_mask_excluding_the_caller.rs on the emulator.
#include "sync_warp_mask_excluding_the_caller.hpp"

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
  cfg.block = {32};
  cfg.checks = rsgpu::Check::All;
  auto y = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 32);
  if (!y) return fail("buffer");
  // twin: the full mask
  auto r = launch_sync_warp_mask_excluding_the_caller(*s, cfg, y->borrow_mut(), 0xffffffffu);
  if (!r) return fail("twin launch", &r.error());
  auto v = y->to_vec();
  if (!v) return fail("twin run", &v.error());
  for (std::uint32_t l = 0; l < 32; ++l)
    if ((*v)[l] != l + 1) return fail("twin values");
  // lane 0 outside its own mask
  r = launch_sync_warp_mask_excluding_the_caller(*s, cfg, y->borrow_mut(), 0xfffffffeu);
  if (!r) {
    std::printf("%s\n", r.error().to_string().c_str());
    return fail("refused at launch (not what the docs describe)", &r.error());
  }
  auto w = y->to_vec();
  if (w) return fail("a mask without the calling lane ran silently");
  const rsgpu::Error &e = w.error();
  std::printf("%s\n", e.to_string().c_str());
  if (e.kind() == rsgpu::ErrorKind::DevicePanic) {
    if (e.panic().thread.x != 0) return fail("panic names another lane than 0", &e);
  } else if (e.kind() != rsgpu::ErrorKind::SyncError) {
    return fail("neither SyncError nor DevicePanic", &e);
  }
  std::printf("PASS\n");
  return 0;
}
