#pragma once
// The emulator's context switch (fiber_block.hpp switches between GPU
// threads with it). Two implementations behind one interface:
//
// - x86-64 System V (the default there): a switch of our own, a naked
//   function that pushes the six callee-saved registers, stores the stack
//   pointer into the context left, loads the one resumed, pops its six
//   registers and returns into it. No floating-point control words are saved
//   (see "Why no FPU state" below), no PLT (hidden, defined in every
//   translation unit that switches), and it leaves by `ret`, so the return
//   stack buffer predicts the return into the resumed context whenever it
//   suspended at the same call site as the one that switches away (every
//   barrier wait does), and the returns after it stay predicted too.
// - Boost.Context's fcontext (every other target, and x86-64 built with
//   -DRSGPU_EMU_BOOST_CONTEXT=1 / CMake RSGPU_EMU_BOOST_CONTEXT=ON, or with
//   CET shadow stacks, which a `ret` onto another stack would violate).
//
// Interface (both):
//   Context                      a suspended context (empty: none)
//   switch_context(save, to)     suspends the running context into `save` and
//                                resumes `to`; returns when some context
//                                switches to `save`
//   start_context(save, bottom, size, fn, arg)
//                                suspends the running context into `save` and
//                                runs fn(arg) on the free stack [bottom,
//                                bottom + size); fn returns the context to
//                                switch to when it is done, and the stack is
//                                free again (nothing of it is resumed)
//
// Why no FPU state: the System V ABI makes the x87 control word and MXCSR's
// control bits callee-saved, so a switch that must look like a call to any
// code would save them (fcontext does: stmxcsr/fnstcw, ldmxcsr/fldcw, ≈ 60 %
// of its samples in the barrier benchmark's profile). Here both sides of
// every switch are the emulator's own code, between GPU threads of one OS
// thread, and the floating-point environment is the OS thread's: device code
// has no rounding-mode or exception-mask state to keep per thread (CUDA's
// rounding is per instruction, __fadd_rn and friends), the emulator never
// changes it, and a kernel that calls fesetround on the host changes it for
// the OS thread as a whole — with or without a switch that saves it, since
// every fiber of that OS thread started from the same environment. Nothing
// memory-related depends on it: the switch keeps every register the ABI
// says a callee preserves except those two control words, and the stack.
#include <cstddef>
#include <cstdint>

#include "fiber.hpp"

#if !defined(RSGPU_EMU_BOOST_CONTEXT)
#define RSGPU_EMU_BOOST_CONTEXT 0
#endif
#if !RSGPU_EMU_BOOST_CONTEXT && defined(__x86_64__) && !defined(_WIN32) &&                  \
    !(defined(__CET__) && (__CET__ & 2))
#define RSGPU_HOST_OWN_SWITCH 1
#else
#define RSGPU_HOST_OWN_SWITCH 0
#endif

namespace rsgpu::detail::host {

#if RSGPU_HOST_OWN_SWITCH

/// A suspended context: its stack pointer. On that stack, from the pointer
/// up: r15, r14, r13, r12, rbx, rbp and the address to return to.
struct Context {
  void *sp = nullptr;
  explicit operator bool() const noexcept { return sp != nullptr; }
};
using FiberEntry = Context *(*)(void *);

/// Saves the callee-saved registers on the running stack, stores its pointer
/// to *save, switches to `to` and restores its registers. Hidden: a direct
/// call, never through the PLT.
[[gnu::naked, gnu::noinline, gnu::visibility("hidden")]] inline void
switch_stacks(void ** /*save: rdi*/, void * /*to: rsi*/) noexcept {
  asm("pushq %rbp\n\t"
      "pushq %rbx\n\t"
      "pushq %r12\n\t"
      "pushq %r13\n\t"
      "pushq %r14\n\t"
      "pushq %r15\n\t"
      "movq %rsp, (%rdi)\n\t"
      "movq %rsi, %rsp\n\t"
      "popq %r15\n\t"
      "popq %r14\n\t"
      "popq %r13\n\t"
      "popq %r12\n\t"
      "popq %rbx\n\t"
      "popq %rbp\n\t"
      "ret");
}

/// Saves the running context like switch_stacks, then calls fn(arg) on the
/// fresh stack whose (16-byte aligned) top is `top`, and when fn returns,
/// switches to the context it returns, for good: the fresh stack is free
/// again. The two words under the top are zero: an unwinder or a debugger
/// that walks up from fn reads a return address of 0 there (the end of the
/// stack), and the frame-pointer chain ends at rbp = 0.
[[gnu::naked, gnu::noinline, gnu::visibility("hidden")]] inline void
start_stack(void ** /*save: rdi*/, void * /*top: rsi*/, FiberEntry /*fn: rdx*/,
            void * /*arg: rcx*/) noexcept {
  asm("pushq %rbp\n\t"
      "pushq %rbx\n\t"
      "pushq %r12\n\t"
      "pushq %r13\n\t"
      "pushq %r14\n\t"
      "pushq %r15\n\t"
      "movq %rsp, (%rdi)\n\t"
      "leaq -16(%rsi), %rsp\n\t"
      "xorl %ebp, %ebp\n\t"
      "movq %rbp, (%rsp)\n\t"
      "movq %rbp, 8(%rsp)\n\t"
      "movq %rcx, %rdi\n\t"
      "callq *%rdx\n\t"
      "movq (%rax), %rsp\n\t"
      "popq %r15\n\t"
      "popq %r14\n\t"
      "popq %r13\n\t"
      "popq %r12\n\t"
      "popq %rbx\n\t"
      "popq %rbp\n\t"
      "ret");
}

/// Suspends the running context into `save` and runs fn(arg) on the stack
/// [bottom, bottom + size); fn returns the context to switch to when it is
/// done, and the stack is free from then on.
[[gnu::always_inline]] inline void start_context(Context &save, const void *bottom,
                                                 std::size_t size, FiberEntry fn,
                                                 void *arg) noexcept {
  auto top = (reinterpret_cast<std::uintptr_t>(bottom) + size) & ~std::uintptr_t(15);
  start_stack(&save.sp, reinterpret_cast<void *>(top), fn, arg);
}

[[gnu::always_inline]] inline void switch_context(Context &save, Context &&to) noexcept {
  void *sp = to.sp;
  to.sp = nullptr;
  switch_stacks(&save.sp, sp);
}

#else // Boost.Context

/// A suspended context: a Boost.Context fiber.
struct Context {
  ctx::fiber f;
  explicit operator bool() const noexcept { return bool(f); }
};
using FiberEntry = Context *(*)(void *);

/// Where the context that switches away stores itself: fcontext hands the
/// left context to the one resumed, which stores it there.
inline Context *&boost_switch_save() {
  thread_local Context *save = nullptr;
  return save;
}
/// What the context resumed by an ending fiber receives (an empty fiber).
inline Context &boost_ended() {
  thread_local Context none;
  return none;
}

inline Context make_context(const void *bottom, std::size_t size, FiberEntry fn, void *arg) {
  struct Keep { // the stack belongs to the caller (a StackPool)
    ctx::stack_context allocate() { return {}; }
    void deallocate(ctx::stack_context &) noexcept {}
  };
  ctx::stack_context sc;
  sc.size = size;
  sc.sp = const_cast<char *>(static_cast<const char *>(bottom)) + size;
  ctx::preallocated pre(sc.sp, sc.size, sc);
  return Context{ctx::fiber(std::allocator_arg, pre, Keep{},
                            [fn, arg](ctx::fiber &&back) -> ctx::fiber {
                              boost_switch_save()->f = std::move(back);
                              Context *end = fn(arg);
                              boost_switch_save() = &boost_ended();
                              return std::move(end->f);
                            })};
}

inline void switch_context(Context &save, Context &&to) noexcept {
  boost_switch_save() = &save;
  ctx::fiber back = std::move(to.f).resume();
  boost_switch_save()->f = std::move(back);
}

inline void start_context(Context &save, const void *bottom, std::size_t size, FiberEntry fn,
                          void *arg) noexcept {
  switch_context(save, make_context(bottom, size, fn, arg));
}

#endif

} // namespace rsgpu::detail::host
