// The program of the host and AOT workflows: includes the headers
// `rsgpu-gen build` wrote for tests/generator/kernels/{saxpy,vadd}.rs and
// launches them through their typed stubs (rsgpu::launch). Built with the
// host compiler it runs on the emulator (test workflows.host.run); built by
// nvcc (app.cu) the same source runs on a GPU (workflows.aot.gpu_run).
// Checks results against C++ for sizes that are not multiples of the block,
// and that a Rust bounds panic reaches the host as Error::DevicePanic.
#include "saxpy.hpp"
#include "vadd.hpp"

#include <cstdio>
#include <string>
#include <vector>

// The generated launch stubs are host-only (hidden from nvcc's device pass by
// `#if !defined(__CUDA_ARCH__)`), so under nvcc the code calling them is too.
#if !defined(__CUDA_ARCH__)
namespace {
int failures = 0;
void check(bool ok, const std::string &what) {
  if (!ok)
    ++failures, std::fprintf(stderr, "FAIL: %s\n", what.c_str());
}
float input(std::size_t i) { return float(int(i * 37 % 101) - 50) * 0.25f; }

void saxpy_test(rsgpu::Stream &s, std::size_t n) {
  std::vector<float> hx(n), hy(n), want(n);
  for (std::size_t i = 0; i < n; ++i)
    hx[i] = input(i), hy[i] = input(i + 3);
  for (std::size_t i = 0; i < n; ++i)
    want[i] = 2.5f * hx[i] + hy[i];
  auto x = rsgpu::DeviceBuffer<float>::from_host(s, hx);
  auto y = rsgpu::DeviceBuffer<float>::from_host(s, hy);
  check(x && y, "upload");
  if (!x || !y)
    return;
  auto r = launch_saxpy(s, rsgpu::LaunchConfig::for_elements(n, 128), 2.5f,
                        x->borrow(), y->borrow_mut());
  check(r && y->copy_to_host(hy) && hy == want, "saxpy n=" + std::to_string(n));
}

void vadd_test(rsgpu::Stream &s, std::size_t n, std::size_t count) {
  std::vector<float> ha(n), hb(n), hc(n, 0.f), want(n, 0.f);
  for (std::size_t i = 0; i < n; ++i)
    ha[i] = input(i), hb[i] = input(2 * i);
  for (std::size_t i = 0; i < count && i < n; ++i)
    want[i] = ha[i] + hb[i];
  auto a = rsgpu::DeviceBuffer<float>::from_host(s, ha);
  auto b = rsgpu::DeviceBuffer<float>::from_host(s, hb);
  auto c = rsgpu::DeviceBuffer<float>::from_host(s, hc);
  check(a && b && c, "upload");
  if (!a || !b || !c)
    return;
  // A small grid: the kernel's grid-stride loop covers the rest.
  auto r = launch_vadd(s, rsgpu::LaunchConfig{{3}, {64}}, a->borrow(),
                       b->borrow(), c->borrow_mut(), count);
  auto done = r ? c->copy_to_host(hc) : rsgpu::Result<void>(r);
  if (count <= n) {
    check(done && hc == want, "vadd n=" + std::to_string(n));
  } else { // c[n] is out of bounds: Rust's panic, on the host
    bool panicked = !done &&
                    done.error().kind() == rsgpu::ErrorKind::DevicePanic &&
                    done.error().message().find("index out of bounds") !=
                        std::string_view::npos;
    check(panicked, "vadd past the end panics");
  }
}
} // namespace

int main() {
  auto s = rsgpu::Stream::create();
  if (!s)
    return std::fprintf(stderr, "%s\n", s.error().to_string().c_str()), 2;
  for (std::size_t n : {1, 127, 128, 1000, 4099})
    saxpy_test(*s, n);
  for (std::size_t n : {5, 1000, 70000})
    vadd_test(*s, n, n);
  vadd_test(*s, 100, 101);
  if (failures)
    return 1;
  std::puts("workflow app: OK");
  return 0;
}
#endif // !__CUDA_ARCH__
