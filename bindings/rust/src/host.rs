//! Host emulation: run a kernel on the CPU, one OS thread per GPU thread.
//!
//! Blocks run one after another; the threads of a block run concurrently and
//! meet at [`crate::sync_threads`] and warp collectives. This is the reference
//! semantics rsgpu's later tests compare generated CUDA C++ against.
use std::boxed::Box;
use std::collections::HashMap;
use std::sync::{Arc, Barrier, Mutex};
use std::vec::Vec;

use crate::ctx::{self, Ctx};

/// Grid or block extent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dim3(pub u32, pub u32, pub u32);

impl From<u32> for Dim3 {
    fn from(x: u32) -> Self {
        Dim3(x, 1, 1)
    }
}

/// State shared by the threads of one block.
pub struct BlockState {
    pub(crate) barrier: Barrier,
    shared: Mutex<HashMap<usize, (usize, Box<[u64]>)>>,
    pub(crate) warps: Vec<WarpState>,
}

/// Exchange slots and a barrier for one warp's collectives.
pub(crate) struct WarpState {
    pub(crate) barrier: Barrier,
    pub(crate) slots: Mutex<[u64; 32]>,
}

impl BlockState {
    pub(crate) fn new(threads: u32) -> Self {
        let warps = (0..threads.div_ceil(32))
            .map(|w| WarpState {
                barrier: Barrier::new((threads - w * 32).min(32) as usize),
                slots: Mutex::new([0; 32]),
            })
            .collect();
        BlockState { barrier: Barrier::new(threads as usize), shared: Mutex::new(HashMap::new()), warps }
    }

    pub(crate) fn shared<T: crate::shared::SharedElem, const N: usize>(&self, site: usize) -> *mut T {
        let mut map = self.shared.lock().unwrap();
        let words = (core::mem::size_of::<T>() * N).div_ceil(8).max(1);
        let entry = map.entry(site).or_insert_with(|| {
            let mut buf = std::vec![0u64; words].into_boxed_slice();
            let p = buf.as_mut_ptr() as *mut T;
            for i in 0..N {
                unsafe { p.add(i).write(T::zero()) };
            }
            (N, buf)
        });
        assert!(entry.0 == N, "rsgpu: one shared_array call site used with two sizes");
        entry.1.as_mut_ptr() as *mut T
    }
}

/// Runs `kernel` for every thread of `grid` x `block` on the CPU.
///
/// Each GPU thread is an OS thread (so keep blocks small in tests); the
/// closure sees its coordinates through [`crate::thread_idx_x`] and friends.
pub fn launch<F: Fn() + Sync>(grid: impl Into<Dim3>, block: impl Into<Dim3>, kernel: F) {
    let (grid, block) = (grid.into(), block.into());
    let threads = block.0 * block.1 * block.2;
    assert!(threads > 0 && threads <= 1024, "rsgpu: block must have 1..=1024 threads");
    for bz in 0..grid.2 {
        for by in 0..grid.1 {
            for bx in 0..grid.0 {
                let state = Arc::new(BlockState::new(threads));
                std::thread::scope(|s| {
                    for t in 0..threads {
                        let c = Ctx {
                            thread: [t % block.0, (t / block.0) % block.1, t / (block.0 * block.1)],
                            block: [bx, by, bz],
                            block_dim: [block.0, block.1, block.2],
                            grid_dim: [grid.0, grid.1, grid.2],
                            state: Some(state.clone()),
                        };
                        let k = &kernel;
                        s.spawn(move || {
                            ctx::set(c);
                            k();
                            ctx::set(Ctx::SINGLE);
                        });
                    }
                });
            }
        }
    }
}

/// Runs `f` as the single thread `thread` of block `block` (no barriers allowed
/// unless the block has one thread): the cheapest way to test one thread's work.
pub fn as_thread<R>(thread: u32, block: u32, block_dim: u32, grid_dim: u32, f: impl FnOnce() -> R) -> R {
    let c = Ctx {
        thread: [thread, 0, 0],
        block: [block, 0, 0],
        block_dim: [block_dim, 1, 1],
        grid_dim: [grid_dim, 1, 1],
        state: None,
    };
    ctx::set(c);
    let r = f();
    ctx::set(Ctx::SINGLE);
    r
}
