//! Red team 21: trait impls for instances of one generic struct:
//! `impl W for G<u32>` overrides the static default `weight`, `impl W for
//! G<f32> {}` keeps it, `impl W for G<u8>` overrides it otherwise; the
//! default `twice` calls `Self::weight`.
#![no_std]
use rsgpu::*;

trait W {
    fn weight(d: u32) -> u32 {
        d + 100
    }
    fn twice(d: u32) -> u32 {
        Self::weight(d) * 2 + 1
    }
}
#[allow(dead_code)]
struct G<T> {
    v: T,
}
impl W for G<u32> {
    fn weight(d: u32) -> u32 {
        d * 2
    }
}
impl W for G<f32> {}
impl W for G<u8> {
    fn weight(d: u32) -> u32 {
        d * 3 + 5
    }
}

rsgpu::kernel! {
    pub fn r21_generic_instance_trait_impls(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            o1[i] = <G<u32> as W>::weight(v);
            o2[i] = <G<f32> as W>::weight(v) + 10000 * <G<u8> as W>::weight(v);
            o3[i] = <G<u32> as W>::twice(v) + 3 * <G<f32> as W>::twice(v) + 7 * <G<u8> as W>::twice(v);
        }
    }
}
