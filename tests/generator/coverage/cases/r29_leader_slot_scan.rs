use diff::*;
use kernel::r29_leader_slot_scan;

fn main() {
    diff::main(|d| {
        for (n, block) in [(32usize, 32usize), (256, 128), (1024, 256)] {
            let g = n.div_ceil(block);
            launch!(d, blocks(g, block), r29_leader_slot_scan(x = buf(from_fn(n, |i| hash(29, i) as u32)), y = buf_mut(zeros(n)), tot = buf_mut(zeros(g))));
        }
    });
}
