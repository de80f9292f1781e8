// Driver of S5_rt5_split_of_tail_keyed_as_tail.rs on the emulator: y of 64
// elements, m = 16, one block of 64 threads: thread i writes y[32 + i] (b[i],
// i < 32) and y[16 + i] (hi[i], i < 48), so threads i and i + 16 both write
// y[32 + i] for i < 32. rsgpu-gen should have refused the kernel (RG0201); a
// launch that runs (racecheck report or not) means the writes were "proven"
// unique.
#include "split_of_tail_keyed_as_tail.hpp"

#include <cstdio>

static int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return fail("stream");
  auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, 64);
  if (!y) return fail("buffer");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {1, 1, 1};
  cfg.block = {64, 1, 1};
  cfg.checks = rsgpu::Check::All;
  auto r = launch_split_of_tail_keyed_as_tail(*s, cfg, y->borrow_mut(), std::size_t{16});
  if (!r) return fail("launch refused (not the expected rsgpu-gen rejection)", &r.error());
  auto v = y->to_vec();
  if (v) return fail("translated and ran clean: threads i and i + 16 both wrote y[32 + i]");
  return fail("translated; the emulator caught what rsgpu-gen proved unique", &v.error());
}
