//! Value semantics a C++ translation must keep: a copied struct and a copied local array changed after the
//! copy, a `move` closure that captured a value before the local changed, `core::mem::swap` of two arrays.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
struct Acc {
    sum: i32,
    hist: [i32; 4],
}

rsgpu::kernel! {
    pub fn u29_copy_semantics(x: &[i32], out: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let Some(o) = out.chunks_mut(6).nth(i) else { return; };
        let Some(&v) = x.get(i) else { return; };
        let mut a = Acc { sum: v, hist: [v, 1, 2, 3] };
        let snapshot = a;
        a.sum += 10;
        a.hist[0] = -1;
        let mut arr = a.hist;
        let keep = arr;
        arr[1] = 100;
        let mut scale = 3;
        let f = move |y: i32| y * scale;
        scale = 5;
        let mut p = [1, 2, 3, 4];
        let mut q = [9, 8, 7, 6];
        core::mem::swap(&mut p, &mut q);
        p[0] += q[0];
        let vals = [snapshot.sum + snapshot.hist[0], a.sum + a.hist[0], keep[1] + arr[1], f(v) + scale, p[0], q[3]];
        for (k, dst) in o.iter_mut().enumerate() {
            *dst = vals[k];
        }
    }
}
