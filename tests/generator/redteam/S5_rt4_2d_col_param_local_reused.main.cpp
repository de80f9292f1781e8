// Driver of S5_rt4_2d_col_param_local_reused.rs on the emulator: a 16 x 16
// output, grid (2, 2) of (8, 8) blocks, flag = 1, cx = 3: the 16 threads of
// each row all write out[r * 16 + 3]. rsgpu-gen should have refused the
// kernel (RG0201); a launch that runs — racecheck report or not — means the
// write was "proven" unique.
#include "col_param_local_reused.hpp"

#include <cstdio>

static int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return fail("stream");
  auto out = rsgpu::DeviceBuffer<float>::zeroed(*s, 256);
  if (!out) return fail("buffer");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {2, 2, 1};
  cfg.block = {8, 8, 1};
  cfg.checks = rsgpu::Check::All;
  auto r = launch_col_param_local_reused(*s, cfg, 1u, 3, 16, 16, out->borrow_mut());
  if (!r) return fail("launch refused (not the expected rsgpu-gen rejection)", &r.error());
  auto v = out->to_vec();
  if (v) return fail("translated and ran clean: 16 threads per row wrote out[r * 16 + 3]");
  return fail("translated; the emulator caught what rsgpu-gen proved unique", &v.error());
}
