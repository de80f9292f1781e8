use diff::*;
use kernel::core_ord_max_min_crate;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (64, 32), (1000, 128)] {
            let x = from_fn(n, |i| hash(29, i) as u32);
            launch!(d, threads(n.div_ceil(block), block), core_ord_max_min_crate(x = buf(x), o1 = buf_mut(zeros(n)), o2 = buf_mut(zeros(n)), o3 = buf_mut(zeros(n)), o4 = buf_mut(zeros(n))));
        }
    });
}
