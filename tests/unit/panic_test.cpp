// S6: device panics reach the host as Error::DevicePanic with location.
#include <stdexcept>
#include <string>
#include <vector>

#include "test_kernels.hpp"

using rsgpu::DeviceBuffer;
using rsgpu::ErrorKind;
using rsgpu::LaunchConfig;

namespace {
struct ExplicitPanic {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out) const {
    if (t.global_linear_id() == 37) RSGPU_PANIC("thread 37 gave up");
    if (auto o = out.mine(t)) *o = 1;
  }
};
struct AssertKernel {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out, int limit) const {
    RSGPU_ASSERT(t.global_linear_id() < unsigned(limit), "id below limit");
    if (auto o = out.mine(t)) *o = 1;
  }
};
struct WriteOob {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out) const {
    out.unsafe_at(t.global_linear_id() + 1) = 5;
  }
};
} // namespace

TEST_CASE("S6 out-of-bounds read panics with Rust's message, file, line, block and thread",
          "[panic][S6]") {
  auto s = test::make_stream();
  auto x = DeviceBuffer<int>::from_host(s, std::vector<int>(100, 1));
  auto y = DeviceBuffer<int>::zeroed(s, 100);
  REQUIRE(x);
  REQUIRE(y);
  REQUIRE(rsgpu::launch(s, LaunchConfig::for_elements(100, 32), test::ReadShifted{}, x->borrow(),
                        y->borrow_mut(), 3));
  auto r = s.synchronize();
  REQUIRE_FALSE(r);
  const auto &e = r.error();
  CHECK(e.kind() == ErrorKind::DevicePanic);
  REQUIRE(e.has_panic_info());
  CHECK(e.message() == "index out of bounds: the len is 100 but the index is 100");
  CHECK(e.panic().file().find("test_kernels.hpp") != std::string_view::npos);
  CHECK(e.panic().line > 0);
  // The first out-of-bounds thread is global id 97 = block 3, thread 1.
  CHECK(e.panic().block.x == 3);
  CHECK(e.panic().thread.x == 1);
  // The panic was reported once; the stream is usable again.
  CHECK(s.synchronize().has_value());
}

TEST_CASE("S6 RSGPU_PANIC stops the kernel and reports", "[panic][S6]") {
  auto s = test::make_stream();
  auto y = DeviceBuffer<int>::zeroed(s, 64);
  REQUIRE(y);
  REQUIRE(rsgpu::launch(s, LaunchConfig::for_elements(64, 16), ExplicitPanic{}, y->borrow_mut()));
  auto r = s.synchronize();
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::DevicePanic);
  CHECK(r.error().message() == "thread 37 gave up");
  CHECK(r.error().panic().block.x == 2);
  CHECK(r.error().panic().thread.x == 5);
  CHECK(r.error().panic().file().find("panic_test.cpp") != std::string_view::npos);
}

TEST_CASE("S6 RSGPU_ASSERT panics only when the condition fails", "[panic][S6]") {
  auto s = test::make_stream();
  auto y = DeviceBuffer<int>::zeroed(s, 64);
  REQUIRE(y);
  REQUIRE(rsgpu::launch(s, LaunchConfig{{2}, {32}}, AssertKernel{}, y->borrow_mut(), 64));
  REQUIRE(s.synchronize());
  REQUIRE(rsgpu::launch(s, LaunchConfig{{2}, {32}}, AssertKernel{}, y->borrow_mut(), 10));
  auto r = s.synchronize();
  REQUIRE_FALSE(r);
  CHECK(r.error().message() == "id below limit");
}

TEST_CASE("S6 out-of-bounds unsafe_at write panics instead of corrupting memory", "[panic][S6]") {
  auto s = test::make_stream();
  auto y = DeviceBuffer<int>::zeroed(s, 8);
  REQUIRE(y);
  REQUIRE(rsgpu::launch(s, LaunchConfig::for_elements(8), WriteOob{}, y->borrow_mut()));
  std::vector<int> h(8);
  auto r = y->copy_to_host(h); // a synchronising call reports the panic
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::DevicePanic);
  CHECK(r.error().message() == "index out of bounds: the len is 8 but the index is 8");
}

namespace {
struct Throws {
  void operator()(rsgpu::Thread t, rsgpu::SliceMut<int>) const {
    if (t.global_linear_id() == 3) throw std::runtime_error("host-only bug");
  }
};
} // namespace

TEST_CASE("A C++ exception escaping a kernel on the host backend is reported, not fatal",
          "[panic]") {
  auto s = test::make_stream();
  auto y = DeviceBuffer<int>::zeroed(s, 8);
  REQUIRE(y);
  REQUIRE(rsgpu::launch(s, LaunchConfig::for_elements(8), Throws{}, y->borrow_mut()));
  auto r = s.synchronize();
  REQUIRE_FALSE(r);
  CHECK(std::string(r.error().message()).find("host-only bug") != std::string::npos);
}
