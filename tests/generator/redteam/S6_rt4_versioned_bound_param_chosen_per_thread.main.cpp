// Driver of S6_rt4_versioned_bound_param_chosen_per_thread.rs on the emulator:
// n = 4, n2 = 1000, a and c of 64 elements, one block of 128 threads. Rust
// panics on the first odd thread past 63 (index 65), with the check rustc
// put in the MIR; the proven variant (launched because a.len() >= n) has
// that check assumed away — on a GPU an out-of-bounds read and write. The
// host backend keeps the library's own checks in the proven variant: its
// panic names the generated header, not the MIR.
#include "versioned_bound_param_chosen_per_thread.hpp"

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
  std::vector<float> ha(64, 1.0f);
  auto a = rsgpu::DeviceBuffer<float>::from_host(*s, ha);
  auto c = rsgpu::DeviceBuffer<float>::zeroed(*s, 64);
  if (!a || !c) return fail("buffers");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {1, 1, 1};
  cfg.block = {128, 1, 1};
  cfg.checks = rsgpu::Check::All;
  auto r = launch_versioned_bound_param_chosen_per_thread(*s, cfg, 4, 1000, a->borrow(), c->borrow_mut());
  if (!r) return fail("launch refused", &r.error());
  auto v = c->to_vec();
  if (v) return fail("ran clean: odd threads 65.. indexed past 64 elements without a panic");
  std::string msg = v.error().to_string();
  std::printf("%s\n", msg.c_str());
  if (v.error().kind() != rsgpu::ErrorKind::DevicePanic) return fail("not a DevicePanic", &v.error());
  if (msg.find("index out of bounds: the len is 64") == std::string::npos)
    return fail("not Rust's bounds panic", &v.error());
  if (msg.find(".mir:") == std::string::npos)
    return fail("the panic comes from the proven variant's library check (the generated header), "
                "not Rust's check: BoundsProofs dropped it with a false proof, so a GPU would "
                "read and write out of bounds", &v.error());
  std::printf("PASS\n");
  return 0;
}
