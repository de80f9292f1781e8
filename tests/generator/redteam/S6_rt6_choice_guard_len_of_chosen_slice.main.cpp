// Driver of S6_rt6_choice_guard_len_of_chosen_slice.rs (see there).
#include "choice_guard_len_of_chosen_slice.hpp"

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
  std::vector<float> hx(16, 5.0f), hz(4, 7.0f);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, hx);
  auto z = rsgpu::DeviceBuffer<float>::from_host(*s, hz);
  auto big = rsgpu::DeviceBuffer<float>::zeroed(*s, 16);
  if (!x || !z || !big) return fail("buffers");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {1, 1, 1};
  cfg.block = {16, 1, 1};
  cfg.checks = rsgpu::Check::All;
  auto r = launch_choice_guard_len_of_chosen_slice(*s, cfg, big->borrow_mut(0, 8), z->borrow(),
                                                    x->borrow(), 0u);
  if (!r) return fail("launch refused", &r.error());
  auto v = big->to_vec();
  if (v) {
    for (unsigned k = 8; k < 16; ++k)
      if ((*v)[k] != 0.0f) return fail("ran clean and wrote past the 8-element borrow");
    return fail("ran clean: y[i] for i >= 8 did not panic");
  }
  std::string msg = v.error().to_string();
  std::printf("%s\n", msg.c_str());
  if (v.error().kind() != rsgpu::ErrorKind::DevicePanic) return fail("not a DevicePanic", &v.error());
  if (msg.find("the len is 8 but the index is") == std::string::npos)
    return fail("not the bounds panic of y", &v.error());
  auto w = big->to_vec();
  if (!w) return fail("second read", &w.error());
  for (unsigned k = 8; k < 16; ++k)
    if ((*w)[k] != 0.0f) return fail("wrote past the 8-element borrow");
  std::printf("PASS\n");
  return 0;
}
