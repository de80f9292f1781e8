//! Block-scoped shared memory (`__shared__`). Each *call site* of
//! [`shared_array`] names one array per block, alive for the block's lifetime.
use core::marker::PhantomData;

/// A handle on one block-scoped shared array of `N` elements of `T`.
///
/// Reads and writes go through `get`/`set`; whether two threads of a block
/// touch the same element without a barrier in between is checked by
/// rsgpu-gen's analyses and the host emulator, not by the type.
#[derive(Clone, Copy)]
pub struct SharedArray<T: Copy, const N: usize> {
    ptr: *mut T,
    _t: PhantomData<T>,
}

/// The block's shared array for this call site (`__shared__ T a[N];`).
#[inline(never)]
#[track_caller]
pub fn shared_array<T: Copy + Default, const N: usize>() -> SharedArray<T, N> {
    let site = core::panic::Location::caller() as *const _ as usize;
    SharedArray { ptr: crate::ctx::shared_storage::<T, N>(site), _t: PhantomData }
}

impl<T: Copy, const N: usize> SharedArray<T, N> {
    /// Element `i`; panics when `i >= N`.
    #[inline(never)]
    #[track_caller]
    pub fn get(&self, i: usize) -> T {
        assert!(i < N, "shared array index out of bounds");
        unsafe { self.ptr.add(i).read_volatile() }
    }
    /// Sets element `i`; panics when `i >= N`.
    #[inline(never)]
    #[track_caller]
    pub fn set(&self, i: usize, v: T) {
        assert!(i < N, "shared array index out of bounds");
        unsafe { self.ptr.add(i).write_volatile(v) }
    }
    /// Number of elements, `N`.
    #[inline(never)]
    pub fn len(&self) -> usize {
        N
    }
    /// Whether `N == 0`.
    #[inline(never)]
    pub fn is_empty(&self) -> bool {
        N == 0
    }
}
