// Red team 6, S6 "a panic is never lost, reported once" (docs/library.md
// "Panics (S6)": the next synchronisation of any stream, a synchronising copy,
// or the free() of a buffer the kernel borrowed — running or finished, since
// the host last waited on that buffer — reports it; docs/safety-model.md S6).
// New shapes: buffers and streams dropped by their destructors (an implicit
// free), the second of two panicking kernels' buffer freed first, a freed
// read-only buffer, a panic already reported before a free, a copy into the
// panicking kernel's buffer.
#include "emu_common.hpp"

#include <optional>

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

template <class R> bool panicked_at(const R &r, const std::string &index) {
  return !r && r.error().kind() == rsgpu::ErrorKind::DevicePanic &&
         rt6::text(r).find("the index is " + index) != std::string::npos;
}

std::vector<float> iota64() {
  std::vector<float> v(64);
  for (unsigned i = 0; i < 64; ++i) v[i] = float(i);
  return v;
}
} // namespace

TEST_CASE("S6_rt6_panic_of_a_kernel_whose_buffers_and_stream_are_dropped_is_reported") {
  // K on s2 panics (index 100); its buffers and s2 are destroyed (destructors:
  // the buffers' implicit frees wait for K). The next sync of s1 must report
  // it (the destructor has no Result to carry it), the one after is clean.
  auto s1 = rsgpu::Stream::create();
  REQUIRE(s1);
  {
    auto s2 = rsgpu::Stream::create();
    REQUIRE(s2);
    auto hx = iota64();
    auto x = rsgpu::DeviceBuffer<float>::from_host(*s2, hx);
    auto y = rsgpu::DeviceBuffer<float>::zeroed(*s2, 64);
    REQUIRE((x && y));
    REQUIRE(rsgpu::launch(*s2, cfg(), CopyShifted{}, x->borrow(), y->borrow_mut(), 100u));
  } // y, x, s2 destroyed here
  auto a = s1->synchronize();
  auto b = s1->synchronize();
  INFO("sync: " << rt6::text(a) << "\nsync again: " << rt6::text(b));
  CHECK(panicked_at(a, "100"));
  CHECK(b);
}

TEST_CASE("S6_rt6_two_panics_second_kernels_buffer_freed_first_each_reported_once") {
  // K1 (y1, index 200) and K2 (y2, index 300) both panic. y2.free(), then three
  // syncs: among the four results, each panic exactly once, the last sync clean.
  auto s = rsgpu::Stream::create();
  REQUIRE(s);
  auto hx = iota64();
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, hx);
  auto y1 = rsgpu::DeviceBuffer<float>::zeroed(*s, 64);
  auto y2 = rsgpu::DeviceBuffer<float>::zeroed(*s, 64);
  REQUIRE((x && y1 && y2));
  REQUIRE(rsgpu::launch(*s, cfg(), CopyShifted{}, x->borrow(), y1->borrow_mut(), 200u));
  REQUIRE(rsgpu::launch(*s, cfg(), CopyShifted{}, x->borrow(), y2->borrow_mut(), 300u));
  auto f = y2->free();
  auto a = s->synchronize();
  auto b = s->synchronize();
  auto c = s->synchronize();
  INFO("y2.free(): " << rt6::text(f) << "\nsyncs: " << rt6::text(a) << " / " << rt6::text(b)
                     << " / " << rt6::text(c));
  int r200 = int(panicked_at(f, "200")) + int(panicked_at(a, "200")) + int(panicked_at(b, "200"));
  int r300 = int(panicked_at(f, "300")) + int(panicked_at(a, "300")) + int(panicked_at(b, "300"));
  CHECK(r200 == 1);
  CHECK(r300 == 1);
  CHECK(c);
}

TEST_CASE("S6_rt6_free_of_the_read_only_buffer_reports_the_panic_once") {
  // K reads x (borrow()) and panics (index 400). x.free() waits for K (a
  // buffer the kernel borrowed): it or the next sync reports, exactly once.
  auto s = rsgpu::Stream::create();
  REQUIRE(s);
  auto hx = iota64();
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, hx);
  auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, 64);
  REQUIRE((x && y));
  REQUIRE(rsgpu::launch(*s, cfg(), CopyShifted{}, x->borrow(), y->borrow_mut(), 400u));
  auto f = x->free();
  auto a = s->synchronize();
  auto b = y->free();
  auto c = s->synchronize();
  INFO("x.free(): " << rt6::text(f) << "\nsync: " << rt6::text(a) << "\ny.free(): "
                    << rt6::text(b) << "\nsync: " << rt6::text(c));
  int reports = int(panicked_at(f, "400")) + int(panicked_at(a, "400")) +
                int(panicked_at(b, "400")) + int(panicked_at(c, "400"));
  CHECK(reports == 1);
  CHECK(c);
}

TEST_CASE("S6_rt6_panic_reported_by_a_sync_is_not_reported_again_by_free") {
  auto s = rsgpu::Stream::create();
  REQUIRE(s);
  auto hx = iota64();
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, hx);
  auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, 64);
  REQUIRE((x && y));
  REQUIRE(rsgpu::launch(*s, cfg(), CopyShifted{}, x->borrow(), y->borrow_mut(), 500u));
  auto a = s->synchronize();
  auto f = y->free();
  auto g = x->free();
  INFO("sync: " << rt6::text(a) << "\ny.free(): " << rt6::text(f) << "\nx.free(): " << rt6::text(g));
  CHECK(panicked_at(a, "500"));
  CHECK(f);
  CHECK(g);
}

TEST_CASE("S6_rt6_copy_from_host_into_the_panicking_kernels_buffer_reports_once") {
  // A synchronising copy *into* y (host to device) after K panicked on y: it
  // or the next sync reports the panic, exactly once; y then holds the copy.
  auto s = rsgpu::Stream::create();
  REQUIRE(s);
  auto hx = iota64();
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, hx);
  auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, 64);
  REQUIRE((x && y));
  REQUIRE(rsgpu::launch(*s, cfg(), CopyShifted{}, x->borrow(), y->borrow_mut(), 600u));
  auto w = y->copy_from_host(hx);
  auto a = s->synchronize();
  auto b = s->synchronize();
  INFO("copy_from_host: " << rt6::text(w) << "\nsync: " << rt6::text(a) << "\nsync: " << rt6::text(b));
  int reports = int(panicked_at(w, "600")) + int(panicked_at(a, "600")) + int(panicked_at(b, "600"));
  CHECK(reports == 1);
  CHECK(b);
}
