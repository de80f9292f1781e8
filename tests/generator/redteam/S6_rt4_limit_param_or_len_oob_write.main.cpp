// Driver of S6_rt4_limit_param_or_len_oob_write.rs on the emulator:
// limit_set = 1, limit = 1000, y of 64 elements, one block of 128 threads. Rust panics on thread 64 (index 64)
// with the check rustc put in the MIR;
// the translation dropped that check with a false proof — on a GPU an
// out-of-bounds write. The host backend keeps the library's own check in
// unsafe_at: its panic names the generated header, not the MIR.
#include "limit_param_or_len_oob_write.hpp"

#include <cstdio>
#include <string>
#include <vector>

static int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return fail("stream");
  auto c = rsgpu::DeviceBuffer<float>::zeroed(*s, 64);
  if (!c) return fail("buffer");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {1, 1, 1};
  cfg.block = {128, 1, 1};
  cfg.checks = rsgpu::Check::All;
  auto r = launch_limit_param_or_len_oob_write(*s, cfg, 1u, 1000, c->borrow_mut());
  if (!r) return fail("launch refused", &r.error());
  auto v = c->to_vec();
  if (v) return fail("ran clean: threads 64.. indexed past 64 elements without a panic");
  std::string msg = v.error().to_string();
  std::printf("%s\n", msg.c_str());
  if (v.error().kind() != rsgpu::ErrorKind::DevicePanic) return fail("not a DevicePanic", &v.error());
  if (msg.find("index out of bounds: the len is 64") == std::string::npos)
    return fail("not Rust's bounds panic", &v.error());
  if (msg.find(".mir:") == std::string::npos)
    return fail("the panic comes from the library's own check in the generated header, "
                "not Rust's check: BoundsProofs dropped it with a false proof, so a GPU would "
                "write out of bounds", &v.error());
  std::printf("PASS\n");
  return 0;
}
