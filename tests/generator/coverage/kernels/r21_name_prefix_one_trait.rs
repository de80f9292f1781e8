//! Red team 21: type names that are prefixes of one another (the
//! r21_name_prefix kernel without its second trait): `A` keeps the static
//! default `weight`, `AB` and `BA` override it.
#![no_std]
use rsgpu::*;

trait W {
    fn weight(d: u32) -> u32 {
        d + 100
    }
}
struct A;
struct AB;
struct BA;
impl W for AB {
    fn weight(d: u32) -> u32 {
        d * 2
    }
}
impl W for A {}
impl W for BA {
    fn weight(d: u32) -> u32 {
        d * 3
    }
}

rsgpu::kernel! {
    pub fn r21_name_prefix_one_trait(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            o1[i] = <A as W>::weight(v);
            o2[i] = <AB as W>::weight(v) + 10000 * <BA as W>::weight(v);
            o3[i] = <A as W>::weight(v + 1) * 7;
        }
    }
}
