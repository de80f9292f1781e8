//! Host semantics of the device API: the reference the generated CUDA C++ is compared with.
use rsgpu::atomic::Ordering;
use rsgpu::host::{as_thread, launch};
use rsgpu::*;
use std::sync::Mutex;

rsgpu::kernel! {
    pub fn saxpy(a: f32, x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = a * x[i] + y[i];
        }
    }
}

rsgpu::gpu_struct! {
    pub struct Particle { pub pos: [f32; 3], pub mass: f32 }
}

#[test]
fn single_thread_sees_its_coordinates() {
    let x = [1.0, 2.0, 3.0, 4.0];
    let mut y = [10.0; 4];
    // Thread 1 of block 1 with 2 threads per block is global index 3.
    as_thread(1, 1, 2, 2, || saxpy(2.0, &x, &mut y));
    assert_eq!(y, [10.0, 10.0, 10.0, 18.0]);
}

#[test]
fn launch_runs_every_thread_once() {
    let hits: Vec<Atomic<u32>> = (0..12).map(|_| Atomic::new(0)).collect();
    launch(3, 4, || {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        hits[i].fetch_add(1, Ordering::Relaxed);
    });
    assert!(hits.iter().all(|h| h.load(Ordering::Relaxed) == 1));
}

#[test]
fn barrier_and_shared_memory_reduce_a_block() {
    let out = Mutex::new(Vec::new());
    launch(2, 8, || {
        let s = shared_array::<u32, 8>();
        let t = thread_idx_x() as usize;
        s.set(t, (block_idx_x() * 8 + thread_idx_x()) as u32);
        sync_threads();
        let mut stride = 4;
        while stride > 0 {
            if t < stride {
                s.set(t, s.get(t) + s.get(t + stride));
            }
            sync_threads();
            stride /= 2;
        }
        if t == 0 {
            out.lock().unwrap().push(s.get(0));
        }
    });
    let mut v = out.into_inner().unwrap();
    v.sort();
    assert_eq!(v, vec![28, 92]);
}

#[test]
fn warp_shuffles_exchange_lanes() {
    let sums = Mutex::new(Vec::new());
    launch(1, 32, || {
        let mut v = lane_id() as f32;
        let mut d = 16;
        while d > 0 {
            v += warp::shfl_down(v, d);
            d /= 2;
        }
        let x = warp::shfl_xor(lane_id(), 1);
        assert_eq!(x, lane_id() ^ 1);
        assert_eq!(warp::ballot(lane_id() % 2 == 0), 0x5555_5555);
        assert!(warp::any(lane_id() == 3) && !warp::all(lane_id() == 3));
        if lane_id() == 0 {
            sums.lock().unwrap().push(v);
        }
    });
    assert_eq!(sums.into_inner().unwrap(), vec![496.0]);
}

#[test]
fn float_atomics_and_math() {
    let acc: Atomic<f32, Block> = Atomic::new(0.5);
    launch(1, 4, || {
        acc.fetch_add(1.0, Ordering::Relaxed);
    });
    assert_eq!(acc.load(Ordering::Relaxed), 4.5);
    assert_eq!(math::sqrtf(16.0), 4.0);
    assert_eq!(math::fmaf(2.0, 3.0, 1.0), 7.0);
    assert_eq!(math::floorf(-1.5), -2.0);
    assert_eq!(cluster::cluster_size(), 1);
}

#[test]
fn gpu_struct_is_repr_c() {
    assert_eq!(core::mem::size_of::<Particle>(), 16);
    assert_eq!(core::mem::offset_of!(Particle, mass), 12);
}

#[test]
#[should_panic(expected = "index out of bounds")]
fn out_of_bounds_panics_like_the_device() {
    let x = [1.0];
    let mut y = [0.0; 4];
    as_thread(2, 0, 4, 1, || saxpy(1.0, &x, &mut y));
}

#[test]
fn shared_array_indexing_and_2d_tiles() {
    let out = Mutex::new(Vec::new());
    launch(2, 8, || {
        // `s[i] += x` on a `let mut` handle, and a 2-D tile `t[r][c]`.
        let mut s = shared_array::<u32, 8>();
        let mut tile = shared_array::<[u32; 4], 2>();
        let t = thread_idx_x() as usize;
        s[t] = block_idx_x() * 8 + thread_idx_x();
        tile[t / 4][t % 4] = t as u32 * 10;
        sync_threads();
        let mut stride = 4;
        while stride > 0 {
            if t < stride {
                s[t] += s[t + stride];
            }
            sync_threads();
            stride /= 2;
        }
        if t == 0 {
            out.lock().unwrap().push((s[0], tile[1][3], tile.get(0)[2]));
        }
    });
    let mut v = out.into_inner().unwrap();
    v.sort();
    assert_eq!(v, vec![(28, 70, 20), (92, 70, 20)]);
}

#[test]
fn padded_tiles_wider_than_32_and_gpu_structs_start_zeroed_in_shared_memory() {
    // The classic bank-conflict padding `[f32; 33]` (core's `Default` stops at
    // 32 elements) and a `gpu_struct!` element: every slot reads zero before
    // a thread writes it, as on the device (the emitter zero-fills).
    let out = Mutex::new(Vec::new());
    launch(1, 4, || {
        let mut tile = shared_array::<[f32; 33], 32>();
        let parts = shared_array::<Particle, 4>();
        let wide = shared_array::<[[u8; 40]; 2], 2>();
        let t = thread_idx_x() as usize;
        let before = (tile[t][32], tile[31 - t][t], parts.get(t).mass, wide[1][1][39]);
        sync_threads();
        tile[t * 8][32] = t as f32 + 0.5; // column 32 exists: 33 per row
        parts.set(t, Particle { pos: [t as f32; 3], mass: 2.0 });
        sync_threads();
        let after = (tile[((t + 1) % 4) * 8][32], parts.get((t + 3) % 4).pos[2]);
        out.lock().unwrap().push((t, before, after));
    });
    let mut v = out.into_inner().unwrap();
    v.sort_by_key(|e| e.0);
    for (t, before, after) in v {
        assert_eq!(before, (0.0, 0.0, 0.0, 0), "thread {t}");
        assert_eq!(after, (((t + 1) % 4) as f32 + 0.5, ((t + 3) % 4) as f32), "thread {t}");
    }
}

#[test]
#[should_panic(expected = "shared array index out of bounds")]
fn shared_array_index_out_of_bounds_panics() {
    as_thread(0, 0, 1, 1, || {
        let mut s = shared_array::<u32, 4>();
        s[4] += 1;
    });
}

#[test]
fn shared_atomics_are_per_block_and_start_at_zero() {
    let out = Mutex::new(Vec::new());
    launch(3, 32, || {
        let hist = shared_atomics::<u32, 4>();
        hist[(thread_idx_x() % 4) as usize].fetch_add(block_idx_x() + 1, Ordering::Relaxed);
        sync_threads();
        if thread_idx_x() == 0 {
            let v: Vec<u32> = hist.iter().map(|a| a.load(Ordering::Relaxed)).collect();
            out.lock().unwrap().push(v);
        }
    });
    let mut v = out.into_inner().unwrap();
    v.sort();
    assert_eq!(v, vec![vec![8; 4], vec![16; 4], vec![24; 4]]);
}

#[test]
fn warp_size_constant_and_masked_warp_sync() {
    assert_eq!(WARP_SIZE, warp_size());
    let out = Mutex::new(Vec::new());
    launch(1, 64, || {
        let mut stage = shared_array::<u32, 64>();
        let t = thread_idx_x() as usize;
        stage[t] = t as u32;
        warp::sync_warp_mask(u32::MAX);
        let lane = t % WARP_SIZE as usize;
        let next = t - lane + (lane + 1) % 32;
        out.lock().unwrap().push((t, stage[next]));
    });
    let mut v = out.into_inner().unwrap();
    v.sort();
    assert_eq!(v.len(), 64);
    assert!(v.iter().all(|&(t, n)| n as usize == t - t % 32 + (t % 32 + 1) % 32));
}

#[test]
#[should_panic(expected = "sync_warp_mask: the calling lane is not in the mask")]
fn masked_warp_sync_requires_the_callers_lane() {
    as_thread(3, 0, 32, 1, || warp::sync_warp_mask(0b0111));
}
