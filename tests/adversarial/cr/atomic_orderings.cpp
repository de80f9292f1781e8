// S11: orderings Rust forbids (store(Acquire), load(Release),
// a compare_exchange whose failure ordering is Release) are UB in C++ and a
// panic in Rust. rsgpu must refuse them: at compile time (a diagnostic naming
// S11) or, as Rust does, with a device panic naming the ordering. This program
// is built and run by run_compile_or_run.cmake; -DADV_CASE=n picks the case,
// -DRSGPU_CF_OK its correct twin (which must compile, run and compute).
#include <rsgpu/rsgpu.hpp>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <string>
#include <vector>

#ifndef RSGPU_CF_OK
#define ORD(bad, good) rsgpu::Ordering::bad
#else
#define ORD(bad, good) rsgpu::Ordering::good
#endif

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::AtomicSlice<unsigned> a,
                           rsgpu::SliceMut<unsigned> out) const {
    if (t.global_id() != 0)
      return;
    auto x = a.at(0);
#if ADV_CASE == 1
    x.store(5u, ORD(Acquire, Release));
    unsigned r = 5u;
#elif ADV_CASE == 2
    unsigned r = x.load(ORD(Release, Acquire));
#elif ADV_CASE == 3
    unsigned r = x.compare_exchange(3u, 7u, rsgpu::Ordering::AcqRel,
                                    ORD(Release, Acquire))
                     .value();
#elif ADV_CASE == 4
    unsigned r = x.load(ORD(AcqRel, SeqCst));
#else
#error "ADV_CASE must be 1..4"
#endif
    if (auto e = out.mine(t))
      *e = r;
  }
};

static std::string lower(std::string_view s) {
  std::string r(s);
  std::transform(r.begin(), r.end(), r.begin(),
                 [](unsigned char c) { return char(std::tolower(c)); });
  return r;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s)
    return 2;
  auto a =
      rsgpu::DeviceBuffer<unsigned>::from_host(*s, std::vector<unsigned>{3u});
  auto out = rsgpu::DeviceBuffer<unsigned>::zeroed(*s, 1);
  if (!a || !out)
    return 2;
  auto r = rsgpu::launch(*s, rsgpu::LaunchConfig::for_elements(1), K{},
                         rsgpu::atomic(a->borrow_mut()), out->borrow_mut());
  rsgpu::Result<void> done = r ? s->synchronize() : r;
#ifndef RSGPU_CF_OK
  if (done) {
    std::printf(
        "FAIL: the forbidden ordering compiled and ran without error\n");
    return 1;
  }
  std::printf("got: %s\n", done.error().to_string().c_str());
  if (done.error().kind() != rsgpu::ErrorKind::DevicePanic) {
    std::printf("FAIL: expected a DevicePanic\n");
    return 1;
  }
  std::string m = lower(done.error().message());
#if ADV_CASE == 1
  bool named = m.find("store") != std::string::npos &&
               m.find("acquire") != std::string::npos;
#elif ADV_CASE == 2
  bool named = m.find("load") != std::string::npos &&
               m.find("release") != std::string::npos;
#elif ADV_CASE == 3
  bool named = m.find("failure") != std::string::npos &&
               m.find("release") != std::string::npos;
#else
  bool named = m.find("load") != std::string::npos &&
               (m.find("acqrel") != std::string::npos ||
                m.find("acquire-release") != std::string::npos);
#endif
  if (!named) {
    std::printf(
        "FAIL: the panic message does not name the operation and ordering\n");
    return 1;
  }
  std::printf("PASS: refused at run time\n");
  return 0;
#else
  if (!done) {
    std::printf("FAIL: the correct twin failed: %s\n",
                done.error().to_string().c_str());
    return 1;
  }
  auto v = out->to_vec();
  auto av = a->to_vec();
  if (!v || !av)
    return 1;
#if ADV_CASE == 1
  bool ok = (*av)[0] == 5u;
#elif ADV_CASE == 3
  bool ok = (*av)[0] == 7u && (*v)[0] == 3u;
#else
  bool ok = (*v)[0] == 3u;
#endif
  std::printf("%s: twin computed a=%u out=%u\n", ok ? "PASS" : "FAIL", (*av)[0],
              (*v)[0]);
  return ok ? 0 : 1;
#endif
}
