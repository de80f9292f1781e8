#pragma once
// What Result<T> and err() stand on in nvcc's device pass (core/error.hpp):
// expected_decl<T, E> and unexpected_decl<E> declare the members of libcu++'s
// expected and unexpected that host code calls, with their types, and define
// none. The device pass parses host code only to find the kernels it
// launches and compiles none of it, so declarations are all it needs, and
// <cuda/std/expected> (about a third of a launch TU's nvcc time) stays out of
// it. The host pass, and every non-nvcc compiler, uses libcu++'s types.
//
// Any construction is accepted here (one variadic constructor): the host pass
// checks what is constructible from what, with libcu++'s rules and rsgpu's
// S1 copy errors, and reports it.
#include <type_traits>
#include <utility>

namespace rsgpu::detail {

template <class E> class unexpected_decl {
public:
  template <class... A> unexpected_decl(A &&...);
  E &error() & noexcept;
  const E &error() const & noexcept;
  E &&error() && noexcept;
};

template <class T, class E> class expected_decl;

template <class F, class... A>
using result_of_decl_t = std::decay_t<std::invoke_result_t<F, A...>>;

template <class T, class E> class expected_base_decl {
public:
  using error_type = E;
  using unexpected_type = unexpected_decl<E>;
  template <class... A> expected_base_decl(A &&...);
  explicit operator bool() const noexcept;
  bool has_value() const noexcept;
  E &error() & noexcept;
  const E &error() const & noexcept;
  E &&error() && noexcept;
  template <class G> E error_or(G &&) const &;
  template <class G> E error_or(G &&) &&;
  template <class U> bool operator==(const U &) const;
  template <class U> bool operator!=(const U &) const;
};

template <class T, class E> class expected_decl : public expected_base_decl<T, E> {
public:
  using value_type = T;
  template <class U> using rebind = expected_decl<U, E>;
  using expected_base_decl<T, E>::expected_base_decl;
  T &operator*() & noexcept;
  const T &operator*() const & noexcept;
  T &&operator*() && noexcept;
  T *operator->() noexcept;
  const T *operator->() const noexcept;
  T &value() &;
  const T &value() const &;
  T &&value() &&;
  template <class U> T value_or(U &&) const &;
  template <class U> T value_or(U &&) &&;
  template <class... A> T &emplace(A &&...);
  void swap(expected_decl &);
  template <class F> result_of_decl_t<F, T &> and_then(F &&) &;
  template <class F> result_of_decl_t<F, const T &> and_then(F &&) const &;
  template <class F> result_of_decl_t<F, T &&> and_then(F &&) &&;
  template <class F> expected_decl<result_of_decl_t<F, T &>, E> transform(F &&) &;
  template <class F>
  expected_decl<result_of_decl_t<F, const T &>, E> transform(F &&) const &;
  template <class F> expected_decl<result_of_decl_t<F, T &&>, E> transform(F &&) &&;
  template <class F> expected_decl or_else(F &&) const &;
  template <class F> expected_decl or_else(F &&) &&;
  template <class F> expected_decl<T, result_of_decl_t<F, E &>> transform_error(F &&) &;
  template <class F>
  expected_decl<T, result_of_decl_t<F, const E &>> transform_error(F &&) const &;
  template <class F> expected_decl<T, result_of_decl_t<F, E &&>> transform_error(F &&) &&;
};

template <class E> class expected_decl<void, E> : public expected_base_decl<void, E> {
public:
  using value_type = void;
  template <class U> using rebind = expected_decl<U, E>;
  using expected_base_decl<void, E>::expected_base_decl;
  void operator*() const noexcept;
  void value() const &;
  void value() &&;
  void emplace() noexcept;
  void swap(expected_decl &);
  template <class F> result_of_decl_t<F> and_then(F &&) const;
  template <class F> expected_decl<result_of_decl_t<F>, E> transform(F &&) const;
  template <class F> expected_decl or_else(F &&) const;
  template <class F> expected_decl<void, result_of_decl_t<F, E &>> transform_error(F &&);
  template <class F>
  expected_decl<void, result_of_decl_t<F, const E &>> transform_error(F &&) const;
};

} // namespace rsgpu::detail
