// Driver of S6_rt6_big_local_array_across_barrier.rs: one block of 64
// threads. A correct run (y[i] == 65536) or a clear Error passes; a crash
// (the process killed by SIGSEGV) fails.
#include "big_local_array_across_barrier.hpp"

#include <cstdio>
#include <string>

static int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return fail("stream");
  auto y = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 64);
  if (!y) return fail("buffer");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {1, 1, 1};
  cfg.block = {64, 1, 1};
  cfg.checks = rsgpu::Check::All;
  auto r = launch_big_local_array_across_barrier(*s, cfg, y->borrow_mut());
  if (!r) {
    std::printf("launch refused: %s\nPASS\n", r.error().to_string().c_str());
    return 0;
  }
  auto v = y->to_vec();
  if (!v) {
    std::printf("error: %s\nPASS\n", v.error().to_string().c_str());
    return 0;
  }
  for (unsigned k = 0; k < 64; ++k)
    if ((*v)[k] != 65536u) return fail("wrong sum");
  std::printf("ran correctly\nPASS\n");
  return 0;
}
