// S6 after a panic: "Out-of-bounds indexing panics on the device; the host
// gets DevicePanic with message, file, line, block and thread"; "Both
// backends report a panic the same way, and never lose one"
// (docs/safety-model.md S6; docs/library.md "Panics"). A panic is reported
// by the next synchronize() of any stream. These cases launch a second
// panicking kernel before the first panic is reported: each kernel's failure
// must reach the host (Rust: every panic is an error of its own), or a later
// synchronize() returns success for a kernel that did nothing.
#include <catch2/catch.hpp>

#include <rsgpu/rsgpu.hpp>

#include <string>
#include <vector>

namespace {

struct CopyShifted { // y[i] = x[i + off]: every thread past the end panics
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y, unsigned off) const {
    if (auto e = y.mine(t)) *e = x[e.index() + off];
  }
};

rsgpu::LaunchConfig cfg() {
  rsgpu::LaunchConfig c;
  c.grid = {1, 1, 1};
  c.block = {64, 1, 1};
  c.checks = rsgpu::Check::All;
  return c;
}

std::string text(const rsgpu::Result<void> &r) { return r ? "ok" : r.error().to_string(); }
bool panicked_at(const rsgpu::Result<void> &r, const std::string &index) {
  return !r && r.error().kind() == rsgpu::ErrorKind::DevicePanic &&
         text(r).find("the index is " + index) != std::string::npos;
}

} // namespace

TEST_CASE("S6_rt3_panics_of_two_streams_before_a_sync_both_reported") {
  auto s1 = rsgpu::Stream::create();
  auto s2 = rsgpu::Stream::create();
  REQUIRE(s1);
  REQUIRE(s2);
  std::vector<float> hx(64, 1.0f);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s1, hx);
  auto y1 = rsgpu::DeviceBuffer<float>::zeroed(*s1, 64);
  auto y2 = rsgpu::DeviceBuffer<float>::zeroed(*s2, 64);
  REQUIRE((x && y1 && y2));
  REQUIRE(rsgpu::launch(*s1, cfg(), CopyShifted{}, x->borrow(), y1->borrow_mut(), 100u));
  REQUIRE(rsgpu::launch(*s2, cfg(), CopyShifted{}, x->borrow(), y2->borrow_mut(), 200u));
  auto a = s1->synchronize();
  auto b = s2->synchronize();
  auto c = s1->synchronize(); // a third chance for the second record
  INFO("sync s1: " << text(a) << "\nsync s2: " << text(b) << "\nsync s1 again: " << text(c));
  // one of them reports index 100 (the s1 kernel), one reports index 200
  CHECK((panicked_at(a, "100") || panicked_at(b, "100") || panicked_at(c, "100")));
  CHECK((panicked_at(a, "200") || panicked_at(b, "200") || panicked_at(c, "200")));
}

TEST_CASE("S6_rt3_two_panicking_launches_on_one_stream_both_reported") {
  auto s = rsgpu::Stream::create();
  REQUIRE(s);
  std::vector<float> hx(64, 1.0f);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, hx);
  auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, 64);
  auto z = rsgpu::DeviceBuffer<float>::zeroed(*s, 64);
  REQUIRE((x && y && z));
  REQUIRE(rsgpu::launch(*s, cfg(), CopyShifted{}, x->borrow(), y->borrow_mut(), 300u));
  REQUIRE(rsgpu::launch(*s, cfg(), CopyShifted{}, x->borrow(), z->borrow_mut(), 400u));
  auto a = s->synchronize();
  auto b = s->synchronize();
  INFO("first sync: " << text(a) << "\nsecond sync: " << text(b));
  CHECK(panicked_at(a, "300"));
  CHECK(panicked_at(b, "400")); // z's kernel did nothing: success would be a lie
}

TEST_CASE("S6_rt3_panic_reported_once_then_a_clean_launch_runs_twin") {
  auto s = rsgpu::Stream::create();
  REQUIRE(s);
  std::vector<float> hx(64);
  for (unsigned i = 0; i < 64; ++i) hx[i] = float(i);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, hx);
  auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, 64);
  REQUIRE((x && y));
  REQUIRE(rsgpu::launch(*s, cfg(), CopyShifted{}, x->borrow(), y->borrow_mut(), 100u));
  auto a = s->synchronize();
  INFO(text(a));
  CHECK(panicked_at(a, "100"));
  auto y2 = rsgpu::DeviceBuffer<float>::zeroed(*s, 32);
  REQUIRE(y2);
  REQUIRE(rsgpu::launch(*s, cfg(), CopyShifted{}, x->borrow(), y2->borrow_mut(), 32u));
  auto b = s->synchronize();
  INFO(text(b));
  REQUIRE(b);
  auto v = y2->to_vec();
  REQUIRE(v);
  for (unsigned i = 0; i < 32; ++i) CHECK((*v)[i] == float(i + 32));
}
