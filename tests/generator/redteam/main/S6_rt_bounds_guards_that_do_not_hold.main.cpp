// Every kernel of S6_rt_bounds_guards_that_do_not_hold.rs run where its guard
// lets one index past the end: a DevicePanic with Rust's message, and nothing
// written past the end (the buffers sit inside larger ones' sub-borrows).
#include "guard_other_slice.hpp" // the header is named after the first kernel (run.sh)

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

static int failures = 0;
template <class R> static void expect_oob(const char *what, R r, rsgpu::Stream &s) {
  auto q = s.synchronize();
  if (!r) {
    std::printf("FAIL %s: launch refused: %s\n", what, r.error().to_string().c_str());
    ++failures;
    return;
  }
  if (q) {
    std::printf("FAIL %s: ran without a panic\n", what);
    ++failures;
    return;
  }
  std::string m(q.error().to_string());
  if (q.error().kind() != rsgpu::ErrorKind::DevicePanic ||
      m.find("index out of bounds") == std::string::npos) {
    std::printf("FAIL %s: %s\n", what, m.c_str());
    ++failures;
    return;
  }
  std::printf("ok   %s: %s\n", what, m.c_str());
}

int main() {
  auto st = rsgpu::Stream::create();
  if (!st) return 1;
  auto &s = *st;
  rsgpu::LaunchConfig cfg;
  cfg.grid = {8};
  cfg.block = {128}; // 1024 threads: guard_truncated's i = 512 passes `i as u8 < 44`
  cfg.checks = rsgpu::Check::All;
  auto x = rsgpu::DeviceBuffer<float>::zeroed(s, 1024);
  auto big = rsgpu::DeviceBuffer<float>::zeroed(s, 1024);
  if (!x || !big) return 1;
  // y = big[0..300): what lies past it, big[300..), must stay 0
  expect_oob("guard_other_slice", launch_guard_other_slice(s, cfg, x->borrow(0, 400), big->borrow_mut(0, 300)), s);
  expect_oob("guard_parameter", launch_guard_parameter(s, cfg, x->borrow(0, 400), big->borrow_mut(0, 300), std::size_t(350)), s);
  expect_oob("guard_truncated", launch_guard_truncated(s, cfg, big->borrow_mut(0, 300)), s);
  expect_oob("guard_off_by_one", launch_guard_off_by_one(s, cfg, big->borrow_mut(0, 300)), s);
  expect_oob("guard_before_offset", launch_guard_before_offset(s, cfg, big->borrow_mut(0, 301)), s);
  auto v = big->to_vec();
  if (!v) return 1;
  for (std::size_t k = 302; k < 1024; ++k)
    if ((*v)[k] != 0.f) {
      std::printf("FAIL: big[%zu] = %g written past the sub-borrow\n", k, double((*v)[k]));
      ++failures;
      break;
    }
  if (failures == 0) std::printf("PASS\n");
  return failures == 0 ? 0 : 1;
}
