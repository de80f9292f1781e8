//! The "current thread" the host emulation runs as. Without the `host`
//! feature there is one global context (single thread, block 0).
#[cfg(any(test, feature = "host"))]
use std::sync::Arc;

/// Coordinates of the running thread and a handle on its block's state.
#[derive(Clone)]
pub(crate) struct Ctx {
    pub thread: [u32; 3],
    pub block: [u32; 3],
    pub block_dim: [u32; 3],
    pub grid_dim: [u32; 3],
    #[cfg(any(test, feature = "host"))]
    pub state: Option<Arc<crate::host::BlockState>>,
}

impl Ctx {
    pub const SINGLE: Ctx = Ctx {
        thread: [0; 3],
        block: [0; 3],
        block_dim: [1; 3],
        grid_dim: [1; 3],
        #[cfg(any(test, feature = "host"))]
        state: None,
    };
    pub fn linear_thread(&self) -> u32 {
        self.thread[0] + self.block_dim[0] * (self.thread[1] + self.block_dim[1] * self.thread[2])
    }
    pub fn block_threads(&self) -> u32 {
        self.block_dim[0] * self.block_dim[1] * self.block_dim[2]
    }
}

#[cfg(any(test, feature = "host"))]
std::thread_local! {
    static CURRENT: core::cell::RefCell<Ctx> = const { core::cell::RefCell::new(Ctx::SINGLE) };
}

#[cfg(any(test, feature = "host"))]
pub(crate) fn with<R>(f: impl FnOnce(&Ctx) -> R) -> R {
    CURRENT.with(|c| f(&c.borrow()))
}

#[cfg(any(test, feature = "host"))]
pub(crate) fn set(c: Ctx) {
    CURRENT.with(|cur| *cur.borrow_mut() = c);
}

#[cfg(not(any(test, feature = "host")))]
pub(crate) fn with<R>(f: impl FnOnce(&Ctx) -> R) -> R {
    f(&Ctx::SINGLE)
}

/// Block barrier: a no-op for a single thread, a real barrier under `host::launch`.
pub(crate) fn barrier() {
    #[cfg(any(test, feature = "host"))]
    if let Some(s) = with(|c| c.state.clone()) {
        s.barrier.wait();
        return;
    }
    if with(|c| c.block_threads()) != 1 {
        core::panic!("rsgpu: a block barrier with several threads needs host::launch");
    }
}

/// Storage for the shared array named by call site `site` in the current block.
pub(crate) fn shared_storage<T: crate::shared::SharedElem, const N: usize>(site: usize) -> *mut T {
    #[cfg(any(test, feature = "host"))]
    {
        let state = with(|c| c.state.clone());
        let state = state.unwrap_or_else(|| {
            let s = Arc::new(crate::host::BlockState::new(1));
            CURRENT.with(|cur| cur.borrow_mut().state = Some(s.clone()));
            s
        });
        state.shared::<T, N>(site)
    }
    #[cfg(not(any(test, feature = "host")))]
    {
        let _ = site;
        core::panic!("rsgpu: shared memory on the host needs the `host` feature")
    }
}
